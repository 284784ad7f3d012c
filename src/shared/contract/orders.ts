import { z } from 'zod';
import { checkoutSchema } from '../schemas/checkout';
import { orderIdParamsSchema, updateOrderStatusSchema } from '../schemas/orders';
import { orderAnswer } from './answers';
import { route } from './route';

const placed = z.object({ message: z.string(), results: orderAnswer });
const statusUpdate = {
  path: '/admin/update-status/:orderId',
  access: 'admin',
  permission: 'orders',
  summary: "Set an order's status (any of the seven); entering cancelled restocks, leaving it takes stock again",
  params: orderIdParamsSchema,
  body: updateOrderStatusSchema,
  responses: { 200: z.object({ message: z.string(), results: orderAnswer }) },
} as const;

/** Orders: placing one (guest or user), the customer's own, and the admin's status changes. */
export const orders = {
  create: route({
    method: 'POST',
    path: '/order/create',
    access: 'shopper',
    summary: "Place a cash-on-delivery order from the shopper's cart; an Idempotency-Key header makes retries safe",
    body: checkoutSchema,
    // 201 for a new order; 200 when an Idempotency-Key replays one already placed.
    responses: { 201: placed, 200: placed },
  }),
  myOrders: route({
    method: 'GET',
    path: '/order/my-orders',
    access: 'user',
    summary: "The signed-in customer's orders, newest first",
    responses: { 200: z.object({ results: z.array(orderAnswer) }) },
  }),
  cancel: route({
    method: 'PATCH',
    path: '/order/cancel/:orderId',
    access: 'user',
    summary: 'Cancel one of your own pending orders',
    params: orderIdParamsSchema,
    responses: { 200: z.object({ message: z.string(), results: orderAnswer }) },
  }),
  allOrders: route({
    method: 'GET',
    path: '/admin/dashboard/all-orders',
    access: 'admin',
    permission: 'orders',
    summary: 'Every order, newest first',
    responses: { 200: z.object({ orders: z.array(orderAnswer) }) },
  }),
  // The spec's client POSTs and retries with PATCH on a 404, so both answer the same.
  updateStatus: route({ method: 'POST', ...statusUpdate }),
  updateStatusByPatch: route({ method: 'PATCH', ...statusUpdate }),
} as const;

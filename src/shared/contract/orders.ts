import { z } from 'zod';
import { checkoutSchema } from '../schemas/checkout';
import { orderIdParamsSchema } from '../schemas/orders';
import { orderAnswer } from './answers';
import { route } from './route';

const placed = z.object({ message: z.string(), results: orderAnswer });

/** Orders: placing one (guest or user) and the customer's own; the admin's calls are the order desk's (order-desk.ts). */
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
} as const;

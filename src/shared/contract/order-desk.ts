import { z } from 'zod';
import { adminOrderParamsSchema, bulkStatusSchema, orderFiltersSchema, orderListQuerySchema, orderUpdateSchema, slipsQuerySchema } from '../schemas/admin-orders';
import { orderAnswer, orderDetailAnswer, orderListAnswer } from './answers';
import { staffConfirmationSchema } from '../schemas/confirmation';
import { orderIdParamsSchema, updateOrderStatusSchema } from '../schemas/orders';
import { route } from './route';

const statusUpdate = {
  path: '/admin/update-status/:orderId',
  access: 'admin',
  permission: 'orders',
  summary: "Set an order's status (any of the seven); entering cancelled restocks, leaving it takes stock again",
  params: orderIdParamsSchema,
  body: updateOrderStatusSchema,
  responses: { 200: z.object({ message: z.string(), results: orderAnswer }) },
} as const;

/** The order desk: find, read, change and export orders (admin only), with the spec's admin order calls. */
export const orderDesk = {
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
  list: route({
    method: 'GET',
    path: '/admin/orders',
    access: 'admin',
    permission: 'orders',
    summary: 'Orders newest first, filtered (status, confirmation, governorate, q, Cairo days) and paged, with counts per status and awaiting confirmation',
    query: orderListQuerySchema,
    responses: { 200: orderListAnswer },
  }),
  exportCsv: route({
    method: 'GET',
    path: '/admin/orders/export.csv',
    access: 'admin',
    permission: 'orders',
    summary: "The filtered orders as a courier's CSV (UTF-8 with a byte-order mark), streamed",
    query: orderFiltersSchema,
    responses: { 200: z.string() },
    produces: 'text/csv',
  }),
  slips: route({
    method: 'GET',
    path: '/admin/orders/slips',
    access: 'admin',
    permission: 'orders',
    summary: 'Printable packing slips (HTML), one per page on A4 or A6, with a barcode of each order number',
    query: slipsQuerySchema,
    responses: { 200: z.string() },
    produces: 'text/html',
  }),
  detail: route({
    method: 'GET',
    path: '/admin/orders/:id',
    access: 'admin',
    permission: 'orders',
    summary: "One order with its history, cash collected, cancel reason, notes and the customer's past orders",
    params: adminOrderParamsSchema,
    responses: { 200: z.object({ results: orderDetailAnswer }) },
  }),
  update: route({
    method: 'PATCH',
    path: '/admin/orders/:id',
    access: 'admin',
    permission: 'orders',
    summary: 'Change the status (with the rules of update-status), add a note, record the cancel reason or the cash collected',
    params: adminOrderParamsSchema,
    body: orderUpdateSchema,
    responses: { 200: z.object({ message: z.string(), results: orderDetailAnswer }) },
  }),
  // POST, so it never meets `GET/PATCH /admin/orders/:id`.
  confirmation: route({
    method: 'POST',
    path: '/admin/orders/confirmation',
    access: 'admin',
    permission: 'orders',
    summary:
      'The desk confirms (pending -> placed) or declines (cancelled, reason customer_cancelled) orders after calling the customer; ' +
      'each order on its own, the answer says which were done',
    body: staffConfirmationSchema,
    responses: { 200: z.object({ results: z.array(z.object({ _id: z.string(), ok: z.boolean(), message: z.string().optional() })) }) },
  }),
  bulkStatus: route({
    method: 'POST',
    path: '/admin/orders/bulk',
    access: 'admin',
    permission: 'orders',
    summary:
      'Set the status of many orders; each one changes whole or not at all, and the answer says of each (ids in lower case, ' +
      'an id repeated in another case once) whether it changed, and why not',
    body: bulkStatusSchema,
    responses: {
      200: z.object({
        message: z.string(),
        results: z.array(z.object({ _id: z.string(), ok: z.boolean(), message: z.string().optional() })),
      }),
    },
  }),
} as const;

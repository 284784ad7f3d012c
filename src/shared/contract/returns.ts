import { z } from 'zod';
import { ORDER_STATUSES } from '../order-status';
import { PROMO_KINDS } from '../promo-codes';
import { PICKUP_WHY, REFUND_METHODS, RETURN_REASONS, RETURN_STATES } from '../returns';
import { orderReturnParamsSchema, returnChangeSchema, returnIdParamsSchema, returnListQuerySchema, returnRequestSchema } from '../schemas/returns';
import { SIZES } from '../sizes';
import { route } from './route';

/** A request as its customer and the staff read it (amounts in LE). */
export const returnRequestAnswer = z.object({
  _id: z.string(),
  number: z.number().int(),
  /** */
  label: z.string(),
  orderId: z.string(),
  orderNumber: z.number().int(),
  orderStatus: z.enum(ORDER_STATUSES),
  state: z.enum(RETURN_STATES),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  customerNote: z.string(),
  /** What the customer pays for the return shipping (0 when the shop pays). */
  customerShipping: z.number(),
  proposedRefund: z.number(),
  refund: z.object({ amount: z.number(), method: z.enum(REFUND_METHODS), reference: z.string().nullable(), at: z.string() }).nullable(),
  /**
   * The order that sends the new sizes (its own number), created at approval. `charge`: LE the
   * courier collects with them (the price difference the shop decided; its total), and
   * `chargeEditable`: whether it may still change (the exchange order has not shipped and no
   * Bosta exchange is booked with it).
   */
  exchangeOrder: z.object({ _id: z.string(), orderNumber: z.number().int(), charge: z.number(), chargeEditable: z.boolean() }).nullable(),
  // `note`: why and how, in English (the screens word it from `why`, `bostaType` and `error`).
  pickup: z
    .object({
      by: z.enum(['bosta', 'manual']),
      trackingNumber: z.string().nullable(),
      note: z.string().nullable(),
      why: z.enum(PICKUP_WHY),
      bostaType: z.union([z.literal(25), z.literal(30)]).nullable(),
      error: z.string().nullable(),
      // Bosta's webhook said the pieces are back at the shop (not yet received: the staff inspect them).
      arrivedAt: z.string().nullable(),
    })
    .nullable(),
  lines: z.array(
    z.object({
      _id: z.string(),
      productId: z.string().nullable(),
      title: z.string(),
      size: z.enum(SIZES),
      quantity: z.number().int(),
      reason: z.enum(RETURN_REASONS),
      exchangeSize: z.enum(SIZES).nullable(),
      unitPaid: z.number(),
      damagedQuantity: z.number().int(),
    }),
  ),
  history: z.array(z.object({ from: z.enum(RETURN_STATES).nullable(), to: z.enum(RETURN_STATES), at: z.string(), by: z.string().nullable(), note: z.string().nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReturnRequestAnswer = z.output<typeof returnRequestAnswer>;

const rate = z.number().min(0).max(1).nullable();
export const returnsReportAnswer = z.object({
  byProduct: z.array(z.object({ productId: z.string().nullable(), title: z.string(), sold: z.number().int(), returned: z.number().int(), rate })),
  bySize: z.array(z.object({ size: z.enum(SIZES), sold: z.number().int(), returned: z.number().int(), rate })),
  reasons: z.array(z.object({ reason: z.enum(RETURN_REASONS), count: z.number().int() })),
  refundsThisMonth: z.object({ amount: z.number(), count: z.number().int() }),
});
export type ReturnsReportAnswer = z.output<typeof returnsReportAnswer>;

const changed = z.object({ message: z.string(), results: returnRequestAnswer });

/** Returns and exchanges (issue 36). The policy is part of `shopSettings`. */
export const returns = {
  request: route({
    method: 'POST',
    path: '/orders/:id/returns',
    access: 'user',
    summary:
      'Ask to return or exchange pieces of your delivered order within the return window; 404 for an order that is not yours, ' +
      '409 outside the window, for more pieces than were delivered or pieces already asked for; nothing is written then',
    params: orderReturnParamsSchema,
    body: returnRequestSchema,
    responses: { 201: changed },
  }),
  mine: route({
    method: 'GET',
    path: '/orders/returns',
    access: 'user',
    summary:
      "The signed-in customer's return requests, newest first, and until when each delivered order may still be asked back, " +
      'with the pieces of each line not yet asked for (an order with none left has no window)',
    responses: {
      // promoKind: the kind of the order's code, for the form's refund estimate (paidPiecePiastres).
      // lines: per order line (its _id), the pieces not yet in a request that was not rejected;
      // only lines with some left, and no window at all for an order with none left.
      200: z.object({
        results: z.array(returnRequestAnswer),
        windows: z.array(
          z.object({
            orderId: z.string(),
            until: z.string(),
            promoKind: z.enum(PROMO_KINDS).nullable(),
            lines: z.array(z.object({ lineId: z.string(), pieces: z.number().int().positive() })),
          }),
        ),
      }),
    },
  }),
  list: route({
    method: 'GET',
    path: '/admin/returns',
    access: 'admin',
    permission: 'returns',
    summary: 'Return requests, newest first, 20 a page; by state, or those of one order (as returned or as its exchange)',
    query: returnListQuerySchema,
    responses: { 200: z.object({ results: z.array(returnRequestAnswer), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }) },
  }),
  report: route({
    method: 'GET',
    path: '/admin/returns/report',
    access: 'admin',
    permission: 'figures',
    summary: 'Return rate by product and by size (pieces returned / pieces delivered), the most common reasons, and the refunds paid this Cairo month',
    responses: { 200: z.object({ report: returnsReportAnswer }) },
  }),
  one: route({
    method: 'GET',
    path: '/admin/returns/:id',
    access: 'admin',
    permission: 'returns',
    summary: 'One return request with its lines, history, pickup, refund and exchange order',
    params: returnIdParamsSchema,
    responses: { 200: z.object({ results: returnRequestAnswer }) },
  }),
  change: route({
    method: 'PATCH',
    path: '/admin/returns/:id',
    access: 'admin',
    permission: 'returns',
    summary:
      'Move a request forward (requested→approved|rejected→…; see src/shared/returns.ts): approving reserves exchange sizes, creates the exchange order and ' +
      'schedules the pickup; received restocks the undamaged pieces once; refunded records amount, method and reference. The same state again changes nothing.',
    params: returnIdParamsSchema,
    body: returnChangeSchema,
    responses: { 200: changed },
  }),
} as const;

/**
 * The shapes the API answers with (runtime contract, "Response shapes"), written once: the
 * server's serializer checks every answer against them, its presenters return their types, and
 * the client reads its data through them. Amounts are Egyptian pounds; ids are strings.
 */
import { z } from 'zod';
import { CANCEL_REASONS, ORDER_STATUSES } from '../order-status';
import { CONFIRMATION_STATES, CONFIRMED_BY } from '../confirmation';
import { LANGUAGES } from '../language';
import { SIZES } from '../sizes';
import { COURIERS, SHIPMENT_STATES } from '../shipping-courier';

export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageAnswer>;

export const imageAnswer = z.object({
  _id: z.string(),
  secure_url: z.string(),
  // The three stored widths; clients may also build it by swapping '-640.webp' for '-320.webp' / '-1200.webp'.
  srcset: z.string(),
});
export type ImageAnswer = z.output<typeof imageAnswer>;

export const sizeStockAnswer = z.object({ size: z.enum(SIZES), quantity: z.number().int() });

export const productAnswer = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Arabic pages show these where the shop has written them, the English ones otherwise. */
  titleAr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  price: z.number().describe('LE'),
  discount: z.number().describe('percent, 0..100'),
  finalPrice: z.number().describe('LE, derived by the server from price and discount'),
  stock: z.number().int().describe('sum of sizeStock quantities'),
  sizeStock: z.array(sizeStockAnswer),
  defaultSize: z.enum(SIZES).nullable(),
  images: z.array(imageAnswer),
  sizeChart: z.array(imageAnswer),
  categoryId: z.string(),
});
export type ProductAnswer = z.output<typeof productAnswer>;

export const categoryAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  /** The Arabic name, where the shop has written one. */
  nameAr: z.string().nullable(),
  image: z.object({ secure_url: z.string(), srcset: z.string() }),
});
export type CategoryAnswer = z.output<typeof categoryAnswer>;

export const categoryWithProductsAnswer = categoryAnswer.extend({ products: z.array(productAnswer) });
export type CategoryWithProductsAnswer = z.output<typeof categoryWithProductsAnswer>;

export const cartLineAnswer = z.object({
  product: z.object({
    _id: z.string(),
    title: z.string(),
    titleAr: z.string().nullable(),
    images: z.array(z.object({ _id: z.string(), secure_url: z.string() })),
    finalPrice: z.number(),
  }),
  size: z.enum(SIZES),
  quantity: z.number().int(),
  /** Pieces of this size in stock now, so the stepper can stop there (an addition to the spec's shape). */
  available: z.number().int(),
  /** finalPrice × quantity, computed by the server. */
  total: z.number(),
});
export type CartLineAnswer = z.output<typeof cartLineAnswer>;

export const cartAnswer = z.object({
  _id: z.string().optional(),
  products: z.array(cartLineAnswer),
  /** Pieces: the sum of the quantities. */
  totalItems: z.number().int(),
  grandTotal: z.number(),
});
export type CartAnswer = z.output<typeof cartAnswer>;

/** One line of a placed order: a snapshot taken when the order was placed. */
export const orderLineAnswer = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  image: z.string(),
  size: z.enum(SIZES),
  quantity: z.number().int(),
  /** LE per piece at the time of the order. */
  finalPrice: z.number(),
  /** The unit price paid (LE): the same figure as finalPrice, under the runtime contract's name. */
  price: z.number(),
});
export type OrderLineAnswer = z.output<typeof orderLineAnswer>;

/** Where an order's confirmation stands (issue 34): who answered and when, null while nobody has. */
export const confirmationAnswer = z.object({
  state: z.enum(CONFIRMATION_STATES),
  by: z.enum(CONFIRMED_BY).nullable(),
  at: z.string().nullable(),
});
export type ConfirmationAnswer = z.output<typeof confirmationAnswer>;

/**
 * An order's shipment with a courier (issue 35), or null before it is handed over. Amounts in
 * LE; `codCollected` once delivered; `exceptionReason` while the courier reports a problem.
 */
export const shipmentAnswer = z.object({
  courier: z.enum(COURIERS),
  trackingNumber: z.string().nullable(),
  state: z.enum(SHIPMENT_STATES),
  /** The state in English words, for readers without the shop's texts (the screens use messages.courier.states). */
  stateLabel: z.string().optional(),
  trackingUrl: z.string().nullable(),
  codAmount: z.number(),
  codCollected: z.number().nullable(),
  exceptionReason: z.string().nullable(),
  /** The last time the courier (or the desk) moved it. */
  updatedAt: z.string(),
  /** The day (YYYY-MM-DD) the courier's settlement of this order's cash was received; null until then. */
  settledAt: z.string().nullable(),
});
export type ShipmentAnswer = z.output<typeof shipmentAnswer>;

export const orderAnswer = z.object({
  _id: z.string(),
  /** The short sequential number people use (shown as #1001). */
  orderNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  governorate: z.string(),
  paymentMethod: z.literal('cash'),
  subtotal: z.number(),
  shippingFee: z.number(),
  discount: z.number(),
  promoCode: z.string().nullable(),
  totalPrice: z.number(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  products: z.array(orderLineAnswer),
  confirmation: confirmationAnswer,
  /** The courier shipment (issue 35); null until the order is handed to a courier. */
  shipment: shipmentAnswer.nullable(),
  /**
   * The order's confirmation link token (`/confirm/{token}`, `/ar/confirm/{token}`): only in the
   * answers to the order's owner (checkout, my orders); absent elsewhere, null when none.
   */
  confirmationToken: z.string().nullable().optional(),
});
export type OrderAnswer = z.output<typeof orderAnswer>;

/** One entry of an order's history: a status set, or a note or cash amount recorded. */
export const orderHistoryAnswer = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  /** The e-mail of who made the change; null for a guest's checkout. */
  by: z.string().nullable(),
  /** As stored: a staff member's words, or the English text of a note the shop wrote itself. */
  note: z.string().nullable(),
  /** A note the shop wrote itself: what it says (src/shared/history-notes.ts), for a page to word in its language; null for staff notes. */
  noteCode: z.string().nullable().optional(),
  noteParams: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).nullable().optional(),
});
export type OrderHistoryAnswer = z.output<typeof orderHistoryAnswer>;

/**
 * A customer as the desk sees them (issue 34): their orders by normalised phone (GET
 * /admin/customers/{phone}) or, on an order's detail, by its phone or e-mail. `refused`:
 * cancelled as refused_on_delivery; `unconfirmed`: cancelled for want of a confirmation;
 * `cashCollected`: LE, of the delivered orders.
 */
export const customerRecordAnswer = z.object({
  phone: z.string(),
  orders: z.number().int(),
  delivered: z.number().int(),
  refused: z.number().int(),
  cancelled: z.number().int(),
  unconfirmed: z.number().int(),
  cashCollected: z.number(),
  lastOrderAt: z.string().nullable(),
  blocked: z.boolean(),
  blockReason: z.string().nullable(),
});
export type CustomerRecordAnswer = z.output<typeof customerRecordAnswer>;

/** An order as the admin's detail page shows it: everything the desk needs to run it. */
export const orderDetailAnswer = orderAnswer.extend({
  history: z.array(orderHistoryAnswer),
  /** LE, recorded when delivered; null otherwise. */
  cashCollected: z.number().nullable(),
  cancelReason: z.enum(CANCEL_REASONS).nullable(),
  /** The desk's latest note on the order (printed on the slip and in the courier export). */
  notes: z.string(),
  /** Every order of the same phone or e-mail, this one included, and whether either is blocked. */
  customer: customerRecordAnswer,
  /** The confirmation page in the order's language (absolute), or null when the order has no link. */
  confirmationUrl: z.string().nullable(),
});
export type OrderDetailAnswer = z.output<typeof orderDetailAnswer>;

export const orderStatusCountsAnswer = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof ORDER_STATUSES)[number], z.ZodNumber>,
);
export type OrderStatusCounts = z.output<typeof orderStatusCountsAnswer>;

/** A phone's past orders, for the desk's badge ("2 refused of 5"); by normalised phone, this order included. */
export const riskAnswer = z.object({ orders: z.number().int(), delivered: z.number().int(), refused: z.number().int() });
export type RiskAnswer = z.output<typeof riskAnswer>;

/** A row of the desk's list: the order, its confirmation and its phone's risk. */
export const deskOrderRowAnswer = orderAnswer.extend({ risk: riskAnswer });
export type DeskOrderRowAnswer = z.output<typeof deskOrderRowAnswer>;

/** The tabs' counts, and the orders awaiting confirmation under the same filters (status and confirmation aside). */
export const deskCountsAnswer = orderStatusCountsAnswer.extend({ awaiting: z.number().int() });
export type DeskCounts = z.output<typeof deskCountsAnswer>;

export const orderListAnswer = z.object({
  orders: z.array(deskOrderRowAnswer),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders per status under the same filters, status aside (the desk's tabs), and `awaiting`. */
  counts: deskCountsAnswer,
});
export type OrderListAnswer = z.output<typeof orderListAnswer>;


/** An order as its confirmation page shows it, to anyone holding the link: nothing more than the parcel needs. */
export const confirmationPageAnswer = z.object({
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  confirmation: confirmationAnswer,
  /** LE */
  total: z.number(),
  subtotal: z.number(),
  shippingFee: z.number(),
  discount: z.number(),
  lines: z.array(
    z.object({ title: z.string(), size: z.enum(SIZES), quantity: z.number().int(), price: z.number().describe('LE per piece'), image: z.string().nullable() }),
  ),
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    governorate: z.string(),
  }),
  language: z.enum(LANGUAGES),
});
export type ConfirmationPageAnswer = z.output<typeof confirmationPageAnswer>;

export const blocklistEntryAnswer = z.object({
  _id: z.string(),
  /** 01XXXXXXXXX */
  phone: z.string().nullable(),
  /** As the admin typed it (lower-cased); compared in its folded form (plus-addressing, Gmail dots). */
  email: z.string().nullable(),
  reason: z.string(),
  /** Added by the shop after too many refusals (autoBlockRefusals), not by a person. */
  auto: z.boolean(),
  createdAt: z.string(),
  /** The admin's e-mail; null when added automatically. */
  createdBy: z.string().nullable(),
});
export type BlocklistEntryAnswer = z.output<typeof blocklistEntryAnswer>;

import { z } from 'zod';
import { COURIERS } from '../shipping-courier';
import {
  airwayBillsQuerySchema,
  districtMatchQuerySchema,
  districtSearchQuerySchema,
  handOffSchema,
  ownStateSchema,
  settlementSchema,
  shipmentParamsSchema,
} from '../schemas/shipments';
import { messageAnswer, orderDetailAnswer } from './answers';
import { route } from './route';

/** One of Bosta's districts, with its city, in both languages. */
export const districtAnswer = z.object({
  districtId: z.string(),
  districtName: z.string(),
  districtNameAr: z.string(),
  cityName: z.string(),
  cityNameAr: z.string(),
});
export type DistrictAnswer = z.output<typeof districtAnswer>;

/** The proposed district of one order's address: score 0..1 (1: remembered or exact), null when none fits. */
export const districtMatchAnswer = z.object({
  _id: z.string(),
  governorate: z.string(),
  city: z.string(),
  match: districtAnswer.extend({ score: z.number().min(0).max(1) }).nullable(),
  /** Bosta delivers to the matched district (false without a match). */
  serviceable: z.boolean(),
});
export type DistrictMatchAnswer = z.output<typeof districtMatchAnswer>;

/** Amounts in LE. `difference`: amount − expected (negative: the courier paid less than the orders' cash). */
export const settlementAnswer = z.object({
  _id: z.string(),
  courier: z.enum(COURIERS),
  amount: z.number(),
  reference: z.string(),
  /** YYYY-MM-DD */
  receivedAt: z.string(),
  orderIds: z.array(z.string()),
  expected: z.number(),
  difference: z.number(),
  createdAt: z.string(),
});
export type SettlementAnswer = z.output<typeof settlementAnswer>;

export const unsettledAnswer = z.object({
  courier: z.enum(COURIERS),
  amount: z.number(),
  orders: z.array(z.object({ _id: z.string(), orderNumber: z.number().int(), codCollected: z.number(), deliveredAt: z.string() })),
});
export type UnsettledAnswer = z.output<typeof unsettledAnswer>;

/** The dashboard's split cash cards (issue 35), LE. */
export const courierCashAnswer = z.object({
  /** Collected on delivery (delivered orders with a shipment) and not yet settled. */
  withCourier: z.number(),
  withCourierOrders: z.number().int(),
  /** Settlements received this Cairo month. */
  settledThisMonth: z.number(),
});
export type CourierCashAnswer = z.output<typeof courierCashAnswer>;

export const handOffResultAnswer = z.object({
  _id: z.string(),
  ok: z.boolean(),
  trackingNumber: z.string().optional(),
  message: z.string().optional(),
});

/** Courier shipments (issue 35): hand-off, airway bills, districts, own delivery's states, cash. Admin only. */
export const shipments = {
  // Public (Bosta cannot sign in): trusted only because Bosta sends back the secret header the shop gave it.
  bostaEvents: route({
    method: 'POST',
    path: '/webhooks/bosta',
    access: 'public',
    summary:
      "Bosta's delivery state events (issue 35), accepted only with the shop's secret in the X-Webhook-Secret header (sent by Bosta as " +
      'webhookCustomHeaders); 401 otherwise and nothing changes; an unknown tracking number is acknowledged; an event twice counts once',
    signedBody: true,
    responses: { 200: messageAnswer },
  }),
  create: route({
    method: 'POST',
    path: '/admin/shipments',
    access: 'admin',
    permission: 'shipments',
    summary:
      'Hand confirmed orders to a courier, each on its own (Bosta: through its bulk endpoint in batches); a retry never creates a second shipment',
    body: handOffSchema,
    responses: { 200: z.object({ message: z.string(), results: z.array(handOffResultAnswer) }) },
  }),
  airwayBills: route({
    method: 'GET',
    path: '/admin/shipments/airway-bills',
    access: 'admin',
    permission: 'shipments',
    summary: "Bosta's airway bills of many orders, one PDF (orders without a Bosta shipment are a 400 naming them)",
    query: airwayBillsQuerySchema,
    responses: { 200: z.string() },
    produces: 'application/pdf',
  }),
  airwayBill: route({
    method: 'GET',
    path: '/admin/shipments/:orderId/airway-bill',
    access: 'admin',
    permission: 'shipments',
    summary: "The order's airway bill from Bosta's API (PDF)",
    params: shipmentParamsSchema,
    responses: { 200: z.string() },
    produces: 'application/pdf',
  }),
  districts: route({
    method: 'GET',
    path: '/admin/shipments/districts',
    access: 'admin',
    permission: 'shipments',
    summary: "The best Bosta district for each order's governorate and city (a remembered choice first), and whether Bosta serves it",
    query: districtMatchQuerySchema,
    responses: { 200: z.object({ matches: z.array(districtMatchAnswer) }) },
  }),
  districtSearch: route({
    method: 'GET',
    path: '/admin/shipments/districts/search',
    access: 'admin',
    permission: 'shipments',
    summary: "Bosta's districts whose English or Arabic name (or city) contains the words, at most 50",
    query: districtSearchQuerySchema,
    responses: { 200: z.object({ districts: z.array(districtAnswer.extend({ serviceable: z.boolean() })) }) },
  }),
  districtRefresh: route({
    method: 'POST',
    path: '/admin/shipments/districts/refresh',
    access: 'admin',
    permission: 'shipments',
    summary: "Reads Bosta's cities and districts again now (a background job does it daily)",
    responses: { 200: z.object({ message: z.string(), cities: z.number().int(), districts: z.number().int() }) },
  }),
  recordState: route({
    method: 'PATCH',
    path: '/admin/shipments/:orderId',
    access: 'admin',
    permission: 'shipments',
    summary: "Own delivery: the desk records the shipment's state by hand (the same effects on the order as a courier's event)",
    params: shipmentParamsSchema,
    body: ownStateSchema,
    responses: { 200: z.object({ message: z.string(), results: orderDetailAnswer }) },
  }),
  settlements: route({
    method: 'GET',
    path: '/admin/settlements',
    access: 'admin',
    permission: 'figures',
    summary: 'Settlements received (newest first) and, per courier, the cash collected on delivered orders not yet settled',
    responses: { 200: z.object({ settlements: z.array(settlementAnswer), unsettled: z.array(unsettledAnswer) }) },
  }),
  createSettlement: route({
    method: 'POST',
    path: '/admin/settlements',
    access: 'admin',
    permission: 'figures',
    summary: "Records money a courier handed over for delivered orders; the orders are marked settled; a difference from their cash is flagged",
    body: settlementSchema,
    responses: { 201: z.object({ message: z.string(), results: settlementAnswer }) },
  }),
  cash: route({
    method: 'GET',
    path: '/admin/dashboard/courier-cash',
    access: 'admin',
    permission: 'figures',
    summary: "The dashboard's split cash cards: with the courier (collected, not settled), settled this Cairo month (the shipping lost to refusals is the cash summary's, last 30 days)",
    responses: { 200: z.object({ cash: courierCashAnswer }) },
  }),
} as const;

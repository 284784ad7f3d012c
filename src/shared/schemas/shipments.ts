/** Inputs of courier shipments and cash reconciliation (issue 35). Amounts in LE. */
import { z } from 'zod';
import { messages } from '../messages';
import { COURIERS, HANDOFF_MAX, SHIPMENT_STATES } from '../shipping-courier';
import { idField, isoDayField } from './fields';
import { worded } from './worded';

const a = messages.api.adminOrders;
const c = messages.cash;
const tooMany = (max: number) => worded((t) => t.courier.tooMany(max));

const orderIdList = (max: number) =>
  z
    .string({ error: a.noIds })
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))])
    .pipe(z.array(idField('orderIds')).min(1, { error: a.noIds }).max(max, { error: tooMany(max) }));

/** A district of Bosta's list, as Bosta writes its ids (letters, digits, - and _). */
const districtId = z.string().trim().min(1).max(64).regex(/^[\w-]+$/);

/** Body of `POST /admin/shipments`: each order handed over on its own. */
export const handOffSchema = z.object({
  orderIds: z.array(idField('orderIds')).min(1, { error: a.noIds }).max(HANDOFF_MAX, { error: tooMany(HANDOFF_MAX) }),
  courier: z.enum(COURIERS),
  /** Bosta only: the district chosen on the desk per order; the best match is taken otherwise. */
  districts: z.record(z.string(), districtId).optional(),
});
export type HandOffBody = z.output<typeof handOffSchema>;

export const shipmentParamsSchema = z.object({ orderId: idField('orderId') });

/** `?orderIds=a,b,c`: the airway bills of many orders in one PDF. */
export const airwayBillsQuerySchema = z.object({ orderIds: orderIdList(HANDOFF_MAX) });

/** `?orderIds=a,b`: the proposed Bosta district of each order's address. */
export const districtMatchQuerySchema = z.object({ orderIds: orderIdList(HANDOFF_MAX) });

/** `?q=`: Bosta's districts whose name (English or Arabic) contains the words. */
export const districtSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

/** Body of `PATCH /admin/shipments/{orderId}`: own delivery's states, recorded by hand. */
export const ownStateSchema = z.object({
  state: z.enum(SHIPMENT_STATES),
  /** LE; only with `delivered` (the order's total when left out). */
  codCollected: z.number({ error: messages.api.validation.notANumber }).min(0).max(10_000_000).optional(),
  note: z.string().trim().min(1).max(500, { error: worded((t) => t.api.validation.tooLong(500)) }).optional(),
});
export type OwnStateBody = z.output<typeof ownStateSchema>;

/** Body of `POST /admin/settlements`: money a courier handed over for these delivered orders. */
export const settlementSchema = z.object({
  courier: z.enum(COURIERS),
  amount: z.number({ error: c.invalidAmount }).min(0, { error: c.invalidAmount }).max(100_000_000, { error: c.invalidAmount }),
  reference: z.string({ error: c.invalidReference }).trim().min(1, { error: c.invalidReference }).max(200, { error: c.invalidReference }),
  receivedAt: isoDayField(c.invalidDate),
  orderIds: z.array(idField('orderIds')).min(1, { error: c.noOrders }).max(2000, { error: tooMany(2000) }),
});
export type SettlementBody = z.output<typeof settlementSchema>;

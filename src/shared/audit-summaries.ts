/**
 * The one line of an audit entry (issue 37), as a code and its data: the API words it in the
 * reader's language from the message files (`team.audit.summaries`), while the stored `summary`
 * keeps the English sentence (rows written before the codes, readers of the table). Follows the
 * history notes (history-notes.ts, decision 026). Data in the params (a title, an e-mail, a
 * staff member's note, a block's reason) is shown as recorded; amounts are in LE, as in `changes`.
 */
import { CONFIRM_RULES, CONFIRMATION_STATES, type ConfirmationState, type ConfirmRule } from './confirmation';
import { formatLE, toPiastres } from './money';
import { english, type Messages } from './messages';
import { CANCEL_REASONS, isOrderStatus, type CancelReason } from './order-status';
import { REFUND_METHODS, RETURN_REASONS, RETURN_STATES, type RefundMethod, type ReturnReason, type ReturnState } from './returns';
import { isStaffRole } from './roles';
import { COURIERS, type Courier } from './shipping-courier';

/** What an entry's params may hold: plain data, never a token, a code or a secret (audit.service drops such keys). */
export type AuditParams = Record<string, string | number | boolean | null | readonly string[]>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const status = (m: Messages, value: unknown): string => (isOrderStatus(value) ? m.orderStatus[value] : text(value));
const role = (m: Messages, value: unknown): string => (isStaffRole(value) ? m.team.roles[value] : text(value));
const courierName = (m: Messages, value: unknown): string => (COURIERS.includes(value as Courier) ? m.courier.couriers[value as Courier] : text(value));
const returnState = (m: Messages, value: unknown): string => (RETURN_STATES.includes(value as ReturnState) ? m.returns.states[value as ReturnState] : text(value));
const courierState = (m: Messages, value: unknown): string => m.courier.states[value as keyof Messages['courier']['states']] ?? text(value);
/** An amount recorded in LE, written as the admin writes amounts ("1,350 LE", "‎1,350 ج.م"). */
const amount = (m: Messages, pounds: unknown): string => (typeof pounds === 'number' ? formatLE(toPiastres(pounds), m) : text(pounds));
/** A field of the log as people read it (the same names as the entry's changes), else as recorded. */
export const auditFieldName = (m: Messages, field: string): string => (m.team.audit.fields as Record<string, string>)[field] ?? field;
const fieldName = auditFieldName;

/** Recorded words that have a name in each language, per field of an entry's changes. */
const NAMED_VALUES: Record<string, (m: Messages, value: unknown) => string> = {
  status,
  role,
  courier: courierName,
  // A shipment's state as the desk names it ("Delivered"), not the stored word ("picked_up").
  shipmentState: courierState,
  // The desk's name for a confirmation's state ("Awaiting confirmation").
  confirmation: (m, value) => (CONFIRMATION_STATES.includes(value as ConfirmationState) ? m.deskConfirmation.states[value as ConfirmationState] : text(value)),
  cancelReason: (m, value) => (CANCEL_REASONS.includes(value as CancelReason) ? m.desk.reasons[value as CancelReason] : text(value)),
  state: returnState,
  refundMethod: (m, value) => (REFUND_METHODS.includes(value as RefundMethod) ? m.returns.methods[value as RefundMethod] : text(value)),
  confirmRule: (m, value) => (CONFIRM_RULES.includes(value as ConfirmRule) ? m.confirmationSettings.rules[value as ConfirmRule] : text(value)),
};
const returnReason = (m: Messages, value: unknown): string => (RETURN_REASONS.includes(value as ReturnReason) ? m.returns.reasons[value as ReturnReason] : text(value));
/** Fields whose value is a list of such words. */
const NAMED_LISTS: Record<string, (m: Messages, value: unknown) => string> = { returnReasons: returnReason, customerPaysReturnFor: returnReason };

/**
 * A value of an entry's changes as the reader's language says it: statuses, roles, reasons,
 * states and yes/no by their names; amounts, names and notes as recorded (they are data).
 */
export function auditValue(m: Messages, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return m.team.audit.nothing;
  if (typeof value === 'boolean') return value ? m.team.audit.yes : m.team.audit.no;
  const named = NAMED_VALUES[field];
  if (named) return named(m, value);
  const each = NAMED_LISTS[field];
  if (each && Array.isArray(value)) return value.length === 0 ? m.team.audit.nothing : m.team.audit.summaries.fieldList(value.map((item) => each(m, item)));
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
/** A product's or category's name in the reader's language when it has one recorded. */
const named = (m: Messages, name: unknown, arabic: unknown): string => (m.format.language === 'ar' && typeof arabic === 'string' && arabic ? arabic : text(name));
/** A list the wording needs; anything else is unreadable data (the stored line is shown instead). */
const list = (value: unknown): readonly unknown[] => {
  if (!Array.isArray(value)) throw new TypeError('not a list');
  return value;
};
const blockedWho = (p: { phone?: string | null; email?: string | null }): string => [p.phone, p.email].filter(Boolean).join(' / ');

type OrderChange = { orderNumber: number; from?: string | null; to?: string | null; note?: string | null };
type Product = { title: string; titleAr?: string | null };
type Category = { name: string; nameAr?: string | null };

function orderChanged(m: Messages, p: OrderChange): string {
  const s = m.team.audit.summaries;
  const moved = p.from && p.to && p.from !== p.to ? s.moved(status(m, p.from), status(m, p.to)) : null;
  return s.join([s.order(Number(p.orderNumber)), moved, p.note ? s.note(p.note) : null].filter((part): part is string => Boolean(part)));
}

/** Every code the server writes, the data it is written with, and how a language words it. */
export const AUDIT_SUMMARIES = {
  'order.changed': orderChanged,
  'order.confirmedByPhone': (m: Messages, p: { orderNumber: number }) => m.team.audit.summaries.confirmedByPhone(Number(p.orderNumber)),
  'order.declinedByPhone': (m: Messages, p: { orderNumber: number }) => m.team.audit.summaries.declinedByPhone(Number(p.orderNumber)),
  'staff.signedIn': (m: Messages, p: { email: string; role: string }) => m.team.audit.summaries.signedIn(text(p.email), role(m, p.role)),
  'staff.added': (m: Messages, p: { email: string; role: string }) => m.team.audit.summaries.staffAdded(text(p.email), role(m, p.role)),
  'staff.roleChanged': (m: Messages, p: { email: string; from: string; to: string }) => m.team.audit.summaries.staffRole(text(p.email), role(m, p.from), role(m, p.to)),
  'staff.removed': (m: Messages, p: { email: string; role: string }) => m.team.audit.summaries.staffRemoved(text(p.email), role(m, p.role)),
  'shipment.districtsRefreshed': (m: Messages, p: { cities: number; districts: number }) => m.team.audit.summaries.districtsRefreshed(Number(p.cities), Number(p.districts)),
  // `recovered`: the delivery was found at the courier after an interrupted hand-off (decision 027).
  'shipment.handedOff': (m: Messages, p: { orderNumber: number; courier: Courier; trackingNumber: string | null; recovered?: boolean }) =>
    m.team.audit.summaries.join([
      m.team.audit.summaries.order(Number(p.orderNumber)),
      (p.recovered ? m.courier.recovered : m.courier.handedOff)(courierName(m, p.courier), p.trackingNumber ? text(p.trackingNumber) : null),
    ]),
  'shipment.state': (m: Messages, p: { courier: Courier; state: string; reason: string | null }) => m.courier.note(courierName(m, p.courier), courierState(m, p.state), p.reason ? text(p.reason) : null),
  'settlement.recorded': (m: Messages, p: { courier: Courier; orders: number; amount: number; expected: number }) =>
    m.team.audit.summaries.settlement(courierName(m, p.courier), Number(p.orders), amount(m, p.amount), amount(m, p.expected)),
  'return.step': (m: Messages, p: { label: string; orderNumber: number; from: string; to: string }) =>
    m.team.audit.summaries.returnStep(text(p.label), Number(p.orderNumber), returnState(m, p.from), returnState(m, p.to)),
  'return.exchangeCharge': (m: Messages, p: { label: string; before: number; after: number }) =>
    m.team.audit.summaries.exchangeCharge(text(p.label), amount(m, p.before), amount(m, p.after)),
  'blocklist.added': (m: Messages, p: { phone: string | null; email: string | null; reason: string | null }) => m.team.audit.summaries.blocked(blockedWho(p), p.reason ? text(p.reason) : null),
  'blocklist.lifted': (m: Messages, p: { phone: string | null; email: string | null }) => m.team.audit.summaries.unblocked(blockedWho(p)),
  'settings.changed': (m: Messages, p: { fields: readonly string[] }) =>
    m.team.audit.summaries.settingsChanged(m.team.audit.summaries.fieldList(list(p.fields).map((field) => fieldName(m, String(field))))),
  'settings.logoReplaced': (m: Messages) => m.team.audit.summaries.logoReplaced,
  'settings.logoRemoved': (m: Messages) => m.team.audit.summaries.logoRemoved,
  'product.created': (m: Messages, p: Product) => m.team.audit.summaries.productCreated(named(m, p.title, p.titleAr)),
  'product.edited': (m: Messages, p: Product) => m.team.audit.summaries.productEdited(named(m, p.title, p.titleAr)),
  'product.deleted': (m: Messages, p: Product) => m.team.audit.summaries.productDeleted(named(m, p.title, p.titleAr)),
  'product.moved': (m: Messages, p: Product) => m.team.audit.summaries.productMoved(named(m, p.title, p.titleAr)),
  'product.picturesAdded': (m: Messages, p: Product & { added: number }) => m.team.audit.summaries.picturesAdded(named(m, p.title, p.titleAr), Number(p.added)),
  'product.pictureRemoved': (m: Messages, p: Product) => m.team.audit.summaries.pictureRemoved(named(m, p.title, p.titleAr)),
  'product.picturesReordered': (m: Messages, p: Product) => m.team.audit.summaries.picturesReordered(named(m, p.title, p.titleAr)),
  'category.created': (m: Messages, p: Category) => m.team.audit.summaries.categoryCreated(named(m, p.name, p.nameAr)),
  'category.edited': (m: Messages, p: Category) => m.team.audit.summaries.categoryEdited(named(m, p.name, p.nameAr)),
  'category.deleted': (m: Messages, p: Category) => m.team.audit.summaries.categoryDeleted(named(m, p.name, p.nameAr)),
} satisfies Record<string, (m: Messages, params: never) => string>;

export type AuditSummaryCode = keyof typeof AUDIT_SUMMARIES;
export const AUDIT_SUMMARY_CODES = Object.keys(AUDIT_SUMMARIES) as AuditSummaryCode[];

type ParamsOf<C extends AuditSummaryCode> = Parameters<(typeof AUDIT_SUMMARIES)[C]> extends [Messages, infer P] ? P : Record<string, never>;

/** What a writer passes to recordAudit: a code and the data its wording needs (typed by the code). */
export type AuditSummary = { [C in AuditSummaryCode]: { code: C; params: ParamsOf<C> } }[AuditSummaryCode];

/** A summary's line in these texts' language. */
export function wordAuditSummary(m: Messages, summary: AuditSummary): string {
  return (AUDIT_SUMMARIES[summary.code] as (m: Messages, params: unknown) => string)(m, summary.params ?? {});
}

/** The English line stored in `summary`. */
export const englishAuditSummary = (summary: AuditSummary): string => wordAuditSummary(english, summary);

/**
 * A stored entry's line in the reader's language: a known code worded, else the stored text as
 * it is (rows written before the codes, a code a newer server wrote, params a wording cannot read).
 */
export function wordStoredSummary(m: Messages, entry: { summary: string; summaryCode?: string | null; summaryParams?: unknown }): string {
  if (!entry.summaryCode || !Object.hasOwn(AUDIT_SUMMARIES, entry.summaryCode)) return entry.summary;
  const params = entry.summaryParams && typeof entry.summaryParams === 'object' ? entry.summaryParams : {};
  try {
    return wordAuditSummary(m, { code: entry.summaryCode, params } as AuditSummary);
  } catch {
    return entry.summary;
  }
}

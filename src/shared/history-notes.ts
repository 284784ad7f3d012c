/**
 * The notes the shop writes itself in an order's history (a confirmation, a WhatsApp receipt, a
 * courier event, a return step), as a code and its data: each page words them in its own language
 * from the message files, while the stored `note` keeps the English text (CSV, old rows, clients
 * written to the spec). Notes typed by staff have no code and are shown as typed.
 */
import { CONFIRMED_BY, type ConfirmedBy } from './confirmation';
import { formatLE } from './money';
import { english, type Messages } from './messages';
import { RETURN_STATES, REFUND_METHODS, type RefundMethod, type ReturnState } from './returns';
import { COURIERS, type Courier } from './shipping-courier';

export type NoteParams = Record<string, string | number | null>;

const text = (params: NoteParams, key: string): string => {
  const value = params[key];
  return value === null || value === undefined ? '' : String(value);
};
const optional = (params: NoteParams, key: string): string | null => (params[key] === null || params[key] === undefined ? null : String(params[key]));
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T => (list.includes(value as T) ? (value as T) : fallback);
const by = (params: NoteParams): ConfirmedBy => oneOf(CONFIRMED_BY, params.by, 'staff');
const courier = (params: NoteParams): Courier => oneOf(COURIERS, params.courier, 'bosta');
const state = (params: NoteParams): ReturnState => oneOf(RETURN_STATES, params.state, 'requested');
const courierState = (m: Messages, params: NoteParams): string => m.courier.states[params.state as keyof Messages['courier']['states']] ?? text(params, 'state');

/** A staff member's e-mail after the note, "(who)", when the note names one. */
const withWho = (m: Messages, note: string, params: NoteParams): string => (params.who ? m.confirmation.notes.byWhom(note, String(params.who)) : note);

/** A return step: its state, then the refund paid and the staff's own note when there are. */
function returnStep(m: Messages, params: NoteParams): string {
  let note = m.returns.admin.orderNote(text(params, 'label'), m.returns.states[state(params)]);
  if (typeof params.refundPiastres === 'number') {
    const method = m.returns.methods[oneOf(REFUND_METHODS, params.method, REFUND_METHODS[0]) as RefundMethod];
    note = `${note} ${formatLE(params.refundPiastres, m)} (${method}${params.reference ? `, ${String(params.reference)}` : ''})`;
  }
  // The staff's words stay as typed.
  return params.note ? `${note}: ${String(params.note)}` : note;
}

/** Every code the server writes, and how a language words it. */
export const HISTORY_NOTES = {
  'confirmation.confirmed': (m: Messages, p: NoteParams) => withWho(m, m.confirmation.notes.confirmedBy[by(p)], p),
  'confirmation.declined': (m: Messages, p: NoteParams) => withWho(m, m.confirmation.notes.declinedBy[by(p)], p),
  'confirmation.expired': (m: Messages) => m.confirmation.notes.expired,
  'confirmation.reminderSent': (m: Messages) => m.confirmation.notes.reminderSent,
  'whatsapp.sent': (m: Messages, p: NoteParams) => m.whatsapp.notes.sent(m.whatsapp.notes.kinds[p.kind === 'reminder' ? 'reminder' : 'confirm']),
  'whatsapp.delivered': (m: Messages) => m.whatsapp.notes.delivered,
  'whatsapp.read': (m: Messages) => m.whatsapp.notes.read,
  'whatsapp.undelivered': (m: Messages, p: NoteParams) => m.whatsapp.notes.undelivered(text(p, 'reason')),
  'whatsapp.sendFailed': (m: Messages, p: NoteParams) => m.whatsapp.notes.sendFailed(text(p, 'reason')),
  'whatsapp.gaveUp': (m: Messages, p: NoteParams) => m.whatsapp.notes.gaveUp(text(p, 'reason')),
  'courier.handedOff': (m: Messages, p: NoteParams) => m.courier.handedOff(m.courier.couriers[courier(p)], optional(p, 'trackingNumber')),
  'courier.recovered': (m: Messages, p: NoteParams) => m.courier.recovered(m.courier.couriers[courier(p)], optional(p, 'trackingNumber')),
  'courier.event': (m: Messages, p: NoteParams) => m.courier.note(m.courier.couriers[courier(p)], courierState(m, p), optional(p, 'reason')),
  'returns.step': returnStep,
  'returns.exchangeOrder': (m: Messages, p: NoteParams) => m.returns.admin.exchangeOrderNote(text(p, 'label'), Number(p.orderNumber)),
  'returns.pickedUp': (m: Messages, p: NoteParams) => `${m.returns.admin.orderNote(text(p, 'label'), m.returns.states[state(p)])}: ${m.returns.admin.bostaPickedUp}`,
  'returns.arrived': (m: Messages, p: NoteParams) => `${text(p, 'label')}: ${m.returns.admin.bostaArrivedNote}`,
  // The exchange's charge changed by the staff (amounts in piastres).
  'returns.exchangeCharge': (m: Messages, p: NoteParams) =>
    `${text(p, 'label')}: ${m.returns.admin.exchangeChargeShown(formatLE(Number(p.after), m))} (${formatLE(Number(p.before), m)} →)`,
} satisfies Record<string, (m: Messages, params: NoteParams) => string>;

export type HistoryNoteCode = keyof typeof HISTORY_NOTES;
export const HISTORY_NOTE_CODES = Object.keys(HISTORY_NOTES) as HistoryNoteCode[];

/** A note the shop writes: the English text stored in `note`, and what it says, language-free. */
export type SystemNote = { text: string; code: HistoryNoteCode; params: NoteParams };

export function systemNote(code: HistoryNoteCode, params: NoteParams = {}): SystemNote {
  return { text: HISTORY_NOTES[code](english, params), code, params };
}

/** A history note in the page's language: a known code worded, else the stored text as it is. */
export function wordHistoryNote(m: Messages, entry: { note: string | null; noteCode?: string | null; noteParams?: NoteParams | null }): string | null {
  const word = entry.noteCode && Object.hasOwn(HISTORY_NOTES, entry.noteCode) ? HISTORY_NOTES[entry.noteCode as HistoryNoteCode] : null;
  return word ? word(m, entry.noteParams ?? {}) : entry.note;
}

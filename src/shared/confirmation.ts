/**
 * Order confirmation (issue 34): a cash-on-delivery order is confirmed by the customer (link,
 * WhatsApp) or by the desk before it ships, or cancelled. Pure rules shared by the server and
 * the clients.
 */
import { pathInLanguage, type Language } from './language';

/** `awaiting` until answered; `not_needed` when the shop's rule asked for nothing. */
export const CONFIRMATION_STATES = ['awaiting', 'confirmed', 'declined', 'expired', 'not_needed'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** Who answered: the customer on the link, the customer on WhatsApp, or the desk (by phone). */
export const CONFIRMED_BY = ['customer', 'whatsapp', 'staff'] as const;
export type ConfirmedBy = (typeof CONFIRMED_BY)[number];

/** Which new orders must be confirmed: every one, first orders, orders above an amount, none. */
export const CONFIRM_RULES = ['all', 'first', 'above', 'off'] as const;
export type ConfirmRule = (typeof CONFIRM_RULES)[number];

/** The customer's answer on the link (and on WhatsApp). */
export const CUSTOMER_ANSWERS = ['confirm', 'cancel'] as const;
export type CustomerAnswer = (typeof CUSTOMER_ANSWERS)[number];

/** The desk's answer after calling the customer. */
export const STAFF_ANSWERS = ['confirm', 'decline'] as const;
export type StaffAnswer = (typeof STAFF_ANSWERS)[number];

export const DEFAULT_CONFIRMATION_SETTINGS = { confirmRule: 'all', confirmAbove: 0, autoCancelHours: 48, autoBlockRefusals: 0 } as const;
export const AUTO_CANCEL_HOURS_MAX = 720;
export const AUTO_BLOCK_REFUSALS_MAX = 20;

export type ConfirmationFacts = {
  totalPiastres: number;
  /** The shop's `confirmAbove`, in piastres. */
  aboveAmountPiastres: number;
  /** Whether the customer's (normalised) phone already has a delivered order. */
  deliveredBefore: boolean;
};

/** Whether a new order must be confirmed before it ships. `above` is strictly above the amount. */
export function needsConfirmation(rule: ConfirmRule, facts: ConfirmationFacts): boolean {
  switch (rule) {
    case 'all':
      return true;
    case 'first':
      return !facts.deliveredBefore;
    case 'above':
      return facts.totalPiastres > facts.aboveAmountPiastres;
    case 'off':
      return false;
  }
}

/** The shape of every confirmation token the shop makes (128 random bits, base64url). */
export const isConfirmationToken = (token: string): boolean => /^[A-Za-z0-9_-]{22}$/.test(token);

/** The confirmation page of a token, in a language: `/confirm/{token}` or `/ar/confirm/{token}`. */
export const confirmationPath = (token: string, language: Language = 'en'): string => pathInLanguage(language, `/confirm/${encodeURIComponent(token)}`);

/** The reminder goes out at half the time the shop waits before cancelling; 0 hours: neither. */
export const reminderAfterHours = (autoCancelHours: number): number => autoCancelHours / 2;

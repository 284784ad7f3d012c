/**
 * The cart reminder job (issue 38): every cart untouched for the shop's hours (0: off) that
 * has an address to write to is recorded once and gets one e-mail, in the customer's
 * language, unless the address asked for none. A cart that became an order is gone before it
 * is found; a record is claimed by one process alone, so no cart is reminded twice. A mail
 * the SMTP server did not accept is tried again on later runs (MAX_MAIL_ATTEMPTS sends in
 * all, spaced out), while the cart is still there unchanged; it is marked reminded only once
 * the server accepted it.
 */
import type { App } from '../../types';
import { queueCartReminder } from '../whatsapp';
import { markRecoveredCarts } from './abandoned-carts.repository';
import { optOutSecret, reminderMail } from './reminder-mail';
import {
  claimAbandonedCart,
  claimReminderRetries,
  findAbandonedCandidates,
  isOptedOut,
  markMailFailed,
  markReminded,
  markSkipped,
  readReminderHours,
} from './reminder.repository';

const HOUR_MS = 60 * 60 * 1000;
/** A cart older than this when reminders are turned on is left alone. */
const LOOK_BACK_MS = 7 * 24 * HOUR_MS;
const BATCH = 200;
const MINUTE_MS = 60 * 1000;
/** Sends of one reminder at most (the first and four retries). */
export const MAX_MAIL_ATTEMPTS = 5;
/** How long a process holds a reminder it is sending: longer than nodemailer's own time-outs. */
const SEND_HOLD_MS = 30 * MINUTE_MS;
/** Wait before the next try: 15 minutes after the first failure, 30 after the second, … */
const retryDelayMs = (attempts: number) => 15 * MINUTE_MS * attempts;

/** `mailed` counts first sends and retries that the SMTP server accepted; `failed` those it did not. */
export type ReminderRun = { found: number; mailed: number; skipped: number; whatsapp: number; failed: number };

export async function runCartReminders(app: App): Promise<ReminderRun> {
  const { db, clock, config, storage, mailer } = app.deps;
  await markRecoveredCarts(db);
  const hours = await readReminderHours(db);
  const run: ReminderRun = { found: 0, mailed: 0, skipped: 0, whatsapp: 0, failed: 0 };
  if (hours === 0) return run;
  const now = clock.now();
  const mailContext = { url: config.publicUrl, secret: optOutSecret(config), imageUrl: (key: string) => storage.publicUrl(key) };

  /** Sends one reminder; reminded only once the server accepted it, else held until its retry. */
  async function send(id: string, cart: Parameters<typeof reminderMail>[0], attempts: number, cartId: string): Promise<void> {
    try {
      await mailer.send(await reminderMail(cart, mailContext));
    } catch (error) {
      run.failed++;
      await markMailFailed(db, id, new Date(clock.now().getTime() + retryDelayMs(attempts)));
      app.log.warn({ err: error, cart: cartId, attempts, lastTry: attempts >= MAX_MAIL_ATTEMPTS }, 'cart reminder mail failed');
      return;
    }
    await markReminded(db, id, clock.now());
    run.mailed++;
  }

  // Reminders whose mail failed on an earlier run, first.
  for (const retry of await claimReminderRetries(db, now, new Date(now.getTime() + SEND_HOLD_MS), MAX_MAIL_ATTEMPTS, BATCH)) {
    if (await isOptedOut(db, retry.email)) {
      await markSkipped(db, retry.id, 'opted_out');
      run.skipped++;
      continue;
    }
    await send(retry.id, retry, retry.attempts, retry.cartId);
  }

  const candidates = await findAbandonedCandidates(db, new Date(now.getTime() - hours * HOUR_MS), new Date(now.getTime() - LOOK_BACK_MS), BATCH);
  for (const cart of candidates) {
    const valuePiastres = cart.lines.reduce((sum, line) => sum + line.finalPricePiastres * line.quantity, 0);
    const id = await claimAbandonedCart(db, cart, valuePiastres, new Date(now.getTime() + SEND_HOLD_MS));
    if (!id) continue;
    run.found++;
    if (await isOptedOut(db, cart.email)) {
      await markSkipped(db, id, 'opted_out');
      run.skipped++;
      continue;
    }
    await send(id, { ...cart, valuePiastres }, 1, cart.cartId);
    // The same reminder on WhatsApp, through its outbox (retried there), when the shop set up
    // the channel and its cart template and the customer's number is known.
    const whatsapp = config.whatsapp;
    if (whatsapp?.cartTemplate && cart.phone && (await queueCartReminder(app, whatsapp, { abandonedCartId: id, phone: cart.phone, language: cart.language }))) run.whatsapp++;
  }
  if (run.found > 0 || run.mailed > 0) {
    app.log.info(
      run,
      config.whatsapp?.cartTemplate
        ? 'cart reminders sent by e-mail and, where the number is known, WhatsApp'
        : 'cart reminders sent by e-mail; with WhatsApp set up (WHATSAPP_* and WHATSAPP_CART_TEMPLATE), the shop would also send each one whose number it knows as a WhatsApp template message with the link to the cart',
    );
  }
  return run;
}

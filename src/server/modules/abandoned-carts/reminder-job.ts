/**
 * The cart reminder job (issue 38): every cart untouched for the shop's hours (0: off) that
 * has an address to write to is recorded once and gets one e-mail, in the customer's
 * language, unless the address asked for none. A cart that became an order is gone before it
 * is found; a record is claimed by one process alone, so no cart is reminded twice.
 */
import type { App } from '../../types';
import { queueCartReminder } from '../whatsapp';
import { markRecoveredCarts } from './abandoned-carts.repository';
import { optOutSecret, reminderMail } from './reminder-mail';
import { claimAbandonedCart, findAbandonedCandidates, isOptedOut, markReminded, markSkipped, readReminderHours } from './reminder.repository';

const HOUR_MS = 60 * 60 * 1000;
/** A cart older than this when reminders are turned on is left alone. */
const LOOK_BACK_MS = 7 * 24 * HOUR_MS;
const BATCH = 200;

export type ReminderRun = { found: number; mailed: number; skipped: number; whatsapp: number };

export async function runCartReminders(app: App): Promise<ReminderRun> {
  const { db, clock, config, storage, mailer } = app.deps;
  await markRecoveredCarts(db);
  const hours = await readReminderHours(db);
  const run: ReminderRun = { found: 0, mailed: 0, skipped: 0, whatsapp: 0 };
  if (hours === 0) return run;
  const now = clock.now();
  const candidates = await findAbandonedCandidates(db, new Date(now.getTime() - hours * HOUR_MS), new Date(now.getTime() - LOOK_BACK_MS), BATCH);
  for (const cart of candidates) {
    const valuePiastres = cart.lines.reduce((sum, line) => sum + line.finalPricePiastres * line.quantity, 0);
    const id = await claimAbandonedCart(db, cart, valuePiastres);
    if (!id) continue;
    run.found++;
    if (await isOptedOut(db, cart.email)) {
      await markSkipped(db, id, 'opted_out');
      run.skipped++;
      continue;
    }
    try {
      await mailer.send(await reminderMail({ ...cart, valuePiastres }, { url: config.publicUrl, secret: optOutSecret(config), imageUrl: (key) => storage.publicUrl(key) }));
      await markReminded(db, id, clock.now());
      run.mailed++;
    } catch (error) {
      // Recorded without a reminder: the list shows it as not reminded; never retried, never twice.
      app.log.warn({ err: error, cart: cart.cartId }, 'cart reminder mail failed');
    }
    // The same reminder on WhatsApp, through its outbox (retried there), when the shop set up
    // the channel and its cart template and the customer's number is known.
    const whatsapp = config.whatsapp;
    if (whatsapp?.cartTemplate && cart.phone && (await queueCartReminder(app, whatsapp, { abandonedCartId: id, phone: cart.phone, language: cart.language }))) run.whatsapp++;
  }
  if (run.found > 0) {
    app.log.info(
      run,
      config.whatsapp?.cartTemplate
        ? 'cart reminders sent by e-mail and, where the number is known, WhatsApp'
        : 'cart reminders sent by e-mail; with WhatsApp set up (WHATSAPP_* and WHATSAPP_CART_TEMPLATE), the shop would also send each one whose number it knows as a WhatsApp template message with the link to the cart',
    );
  }
  return run;
}

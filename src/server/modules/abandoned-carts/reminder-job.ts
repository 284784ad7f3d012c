/**
 * The cart reminder job (issue 38): every cart untouched for the shop's hours (0: off) that
 * has an address to write to is recorded once and gets one e-mail, in the customer's
 * language, unless the address asked for none. A cart that became an order is gone before it
 * is found; a record is claimed by one process alone, so no cart is reminded twice.
 */
import type { App } from '../../types';
import { markRecoveredCarts } from './abandoned-carts.repository';
import { optOutSecret, reminderMail } from './reminder-mail';
import { claimAbandonedCart, findAbandonedCandidates, isOptedOut, markReminded, markSkipped, readReminderHours } from './reminder.repository';

const HOUR_MS = 60 * 60 * 1000;
/** A cart older than this when reminders are turned on is left alone. */
const LOOK_BACK_MS = 7 * 24 * HOUR_MS;
const BATCH = 200;

export type ReminderRun = { found: number; mailed: number; skipped: number };

export async function runCartReminders(app: App): Promise<ReminderRun> {
  const { db, clock, config, storage, mailer } = app.deps;
  await markRecoveredCarts(db);
  const hours = await readReminderHours(db);
  const run: ReminderRun = { found: 0, mailed: 0, skipped: 0 };
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
  }
  if (run.found > 0) {
    app.log.info(
      run,
      config.whatsapp
        ? 'cart reminders sent by e-mail; WhatsApp cart reminders are not sent yet (the WhatsApp outbox carries order messages only)'
        : 'cart reminders sent by e-mail; with WhatsApp set up (WHATSAPP_*), the shop would also remind customers whose phone it knows there',
    );
  }
  return run;
}

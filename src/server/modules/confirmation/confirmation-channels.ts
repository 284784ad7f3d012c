/**
 * The ways the shop asks a customer to confirm an order (issue 34). A channel is told after the
 * commit of the order (`orderAwaitingConfirmation`) and when its one reminder is due
 * (`confirmationReminder`); it must not throw into the caller's way: `notifyChannels` logs a
 * failure and carries on, so a channel down never blocks a checkout or the job.
 *
 * Channels live in `app.deps.confirmationChannels`. The e-mail channel is built in; the
 * WhatsApp module adds itself at start-up when configured:
 *   app.deps.confirmationChannels.push({ name: 'whatsapp', orderAwaitingConfirmation, confirmationReminder })
 * Its answers come back through `answerConfirmationByPhone` (confirmation.service.ts) and its
 * receipts go to the history through `recordOrderEvent`.
 */
import { systemNote } from '../../../shared/history-notes';
import type { Language } from '../../../shared/language';
import { signWithShopSettings } from '../shop-settings';
import { readSettings } from '../shop-settings';
import type { OrderView } from '../orders';
import type { App } from '../../types';
import { confirmationUrl, reminderMail } from './confirmation-mail';
import { recordOrderEvent } from './confirmation.service';

/** An order awaiting its confirmation, as the channels get it. */
export type AwaitingOrder = {
  order: OrderView;
  language: Language;
  token: string;
  /** The absolute confirmation page in the order's language. */
  confirmationUrl: string;
};

export type ConfirmationChannel = {
  readonly name: string;
  /** Ask for the confirmation of an order just placed (after its commit). */
  orderAwaitingConfirmation(order: AwaitingOrder): Promise<void>;
  /** The one reminder, at half the shop's autoCancelHours (claimed once across processes before this is called). */
  confirmationReminder(order: AwaitingOrder): Promise<void>;
};

/** Calls every channel, one failure never stopping the others nor reaching the caller. */
export async function notifyChannels(app: Pick<App, 'deps' | 'log'>, call: 'orderAwaitingConfirmation' | 'confirmationReminder', order: AwaitingOrder): Promise<void> {
  for (const channel of app.deps.confirmationChannels) {
    try {
      await channel[call](order);
    } catch (error) {
      app.log.warn({ err: error, orderId: order.order._id, channel: channel.name }, `confirmation channel failed: ${call}`);
    }
  }
}

/**
 * E-mail. The first ask is the order e-mail itself, which carries the link whenever the order
 * awaits its confirmation (order-confirmation-mail.ts, with that mail's own retry), so nothing
 * more is sent at placement; the reminder is a mail of its own, noted in the order's history.
 */
export function emailConfirmationChannel(app: Pick<App, 'deps'>): ConfirmationChannel {
  return {
    name: 'email',
    orderAwaitingConfirmation: async () => {},
    confirmationReminder: async ({ order, language, confirmationUrl }) => {
      const { autoCancelHours } = await readSettings(app.deps.db);
      await app.deps.mailer.send(await signWithShopSettings(app.deps.db, await reminderMail(order, language, confirmationUrl, autoCancelHours), language));
      await recordOrderEvent(app.deps.db, order._id, systemNote('confirmation.reminderSent'), null);
    },
  };
}

/** What the channels get of an order that awaits its confirmation; undefined when it has no link. */
export function awaitingOrderOf(order: OrderView, language: Language, shopUrl: string): AwaitingOrder | undefined {
  const token = order.confirmationToken;
  if (!token) return undefined;
  return { order, language, token, confirmationUrl: confirmationUrl(shopUrl, token, language) };
}

/** After a checkout's commit: tells the channels, without the checkout waiting for them. */
export function announceAwaitingOrder(app: Pick<App, 'deps' | 'log'>, order: OrderView, language: Language): void {
  if (order.confirmation.state !== 'awaiting') return;
  const awaiting = awaitingOrderOf(order, language, app.deps.config.publicUrl);
  if (awaiting) void notifyChannels(app, 'orderAwaitingConfirmation', awaiting);
}

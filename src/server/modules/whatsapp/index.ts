/**
 * The WhatsApp confirmation channel: its webhook routes, and its start-up, which joins the
 * confirmation channels and the background jobs only when the shop configured WHATSAPP_*.
 */
import type { App } from '../../types';
import { forgetOldEvents } from './whatsapp.repository';
import { forgetWebhookEventsBefore, sendDueMessages, whatsappChannel } from './whatsapp.service';

export { queueCartReminder } from './whatsapp.service';

export { whatsappRoutes } from './whatsapp.routes';

/** Jobs of the channel, for jobs.ts: run only when WhatsApp is configured. */
export const whatsappJobs = [
  {
    name: 'WhatsApp messages due',
    everyMs: 60 * 1000,
    run: async (app: App) => (app.deps.config.whatsapp ? sendDueMessages(app, app.deps.config.whatsapp) : 0),
  },
  {
    name: 'old WhatsApp events',
    everyMs: 24 * 60 * 60 * 1000,
    run: async (app: App) => (app.deps.config.whatsapp ? forgetOldEvents(app.deps.db, forgetWebhookEventsBefore(app.deps.clock.now())) : undefined),
  },
];

/** Joins the confirmation channels when configured; says at start what the shop does without it. */
export function startWhatsapp(app: App): void {
  const config = app.deps.config.whatsapp;
  if (config) {
    app.deps.confirmationChannels.push(whatsappChannel(app, config));
    app.log.info({ template: config.confirmTemplate }, 'WhatsApp Cloud API set up: confirmation requests and reminders are sent as template messages');
  } else {
    app.log.info(
      'WhatsApp is not set up (WHATSAPP_* variables): confirmations are asked by the link in the order e-mail and the desk\'s WhatsApp chat link; with it, the shop would send each order that needs confirmation as a template message and read the answers',
    );
  }
}

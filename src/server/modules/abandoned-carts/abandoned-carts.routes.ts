import { abandonedCarts as routes } from '../../../shared/contract/abandoned-carts';
import { messagesFor } from '../../../shared/messages';
import { badRequest } from '../../http/http-error';
import { implement } from '../../http/api-routes';
import { escapeHtml, inLanguage } from '../../mail/mail-html';
import { answerLanguage } from '../../plugins/language-preference';
import type { App } from '../../types';
import { cartOwnerOf, findCartId } from '../cart';
import { listAbandonedCarts } from './abandoned-carts.service';
import { isOptOutToken, optOutSecret } from './reminder-mail';
import { optOut, readReminderHours, saveCartContact, writeReminderHours } from './reminder.repository';

/** The admin's list and setting, the checkout's e-mail for reminders, and the mails' stop link. */
export function abandonedCartsRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    list: async (request) => listAbandonedCarts(deps.db, deps.clock, request.query.page),

    settings: async () => ({ hours: await readReminderHours(deps.db) }),

    saveSettings: async (request) => {
      await writeReminderHours(deps.db, request.body.hours);
      return { message: (await messagesFor(answerLanguage(request))).promotions.admin.saved, hours: request.body.hours };
    },

    contact: async (request, _reply, shopper) => {
      const cartId = await findCartId(deps.db, cartOwnerOf(shopper));
      // No cart, nothing to remind: answered the same, so the page need not care.
      if (cartId) await saveCartContact(deps.db, cartId, request.body, answerLanguage(request));
      return { message: 'OK' };
    },

    stop: async (request, reply) => {
      const language = answerLanguage(request);
      const m = (await messagesFor(language)).promotions.reminder;
      const { email, token } = request.query;
      if (!isOptOutToken(optOutSecret(deps.config), email, token)) throw badRequest(m.unsubscribeInvalid);
      await optOut(deps.db, email);
      const page = `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.unsubscribed)}</title>` +
        inLanguage(language, `<p style="font:16px system-ui;margin:3rem auto;max-width:30rem;padding:0 1rem">${escapeHtml(m.unsubscribed)}</p>`);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
    },
  });
}

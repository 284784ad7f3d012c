import { confirmation as routes } from '../../../shared/contract/confirmation';
import { messagesFor } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import { answerLanguage } from '../../plugins/language-preference';
import type { App } from '../../types';
import { addToBlocklist, customerRecordOf, listBlocklist, removeFromBlocklist } from './blocklist.service';
import { answerConfirmation, confirmationPage, orderIdOfToken } from './confirmation.service';

/**
 * The public confirmation link, the customer record and the blocklist. The link's routes are
 * not rate-limited: a token is 128 random bits, so trying tokens finds nothing, and an answer
 * changes an order once.
 */
export function confirmationRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    show: async (request) => ({ results: await confirmationPage(deps.db, await orderIdOfToken(deps.db, request.params.token)) }),

    answer: async (request) => {
      const { orderId } = await answerConfirmation(app, { token: request.params.token }, request.body.answer, 'customer');
      const texts = await messagesFor(answerLanguage(request));
      return {
        message: request.body.answer === 'confirm' ? texts.confirmation.confirmed : texts.confirmation.cancelled,
        results: await confirmationPage(deps.db, orderId),
      };
    },

    customer: async (request) => customerRecordOf(deps.db, request.params.phone),

    blocklist: async () => ({ entries: await listBlocklist(deps.db) }),

    block: async (request, reply, admin) => {
      const results = await addToBlocklist(deps.db, request.body, admin.email);
      const texts = await messagesFor(answerLanguage(request));
      return reply.code(201).send({ message: texts.confirmation.blocklist.added, results });
    },

    unblock: async (request) => {
      await removeFromBlocklist(deps.db, request.params.id);
      const texts = await messagesFor(answerLanguage(request));
      return { message: texts.confirmation.blocklist.removed };
    },
  });
}


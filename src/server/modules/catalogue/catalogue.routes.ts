import { catalogue as routes } from '../../../shared/contract/catalogue';
import { implement } from '../../http/api-routes';
import { answerLanguage } from '../../plugins/language-preference';
import { messagesFor } from '../../../shared/messages';
import { sendCached } from '../../http/public-cache';
import type { App } from '../../types';
import * as catalog from './catalogue.service';
import { wholeCatalogue } from './whole-catalogue';

/** The storefront's catalogue reads and the quantity check; the admin's edits are in catalogue-admin.routes.ts. */
export function catalogueReadRoutes(app: App) {
  const deps = app.deps;
  // Public, the same answer for everyone: replayed before Fastify while cached (http/replay.ts).
  const sendWhole = wholeCatalogue(deps, { replayable: true });
  return implement(routes, {
    categoriesWithProducts: (request, reply) => sendWhole(request, reply, 'with-products'),

    productById: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get(`product:${request.params.productId}`, {
          schema: routes.productById.responses[200],
          load: async () => ({ results: await catalog.productById(deps, request.params.productId) }),
          fingerprint: () => catalog.catalogueFingerprint(deps),
        }),
      ),

    // 200 when the size has that many, else 409 saying how many are left. No auth: the spec's client sends none.
    checkQuantity: async (request, reply) => {
      const { available, ...answer } = await catalog.checkQuantity(deps, request.body, await messagesFor(answerLanguage(request)));
      return reply.code(available ? 200 : 409).send(answer);
    },

    allProducts: (request, reply) => sendWhole(request, reply, 'all-products'),
  });
}

import { promoCodes as routes } from '../../../shared/contract/promo-codes';
import { messagesFor } from '../../../shared/messages';
import { toPounds } from '../../../shared/money';
import { implement } from '../../http/api-routes';
import { answerLanguage } from '../../plugins/language-preference';
import type { App } from '../../types';
import { cartOwnerOf, readCartForCheckout } from '../cart';
import { cartSubtotal } from '../../../shared/pricing';
import { changeCode, codeReport, createCode, listCodes, removeCode } from './promo-codes.service';
import { checkPromo } from './promo-rules.service';

/** The admin's codes and the checkout's Apply. */
export function promoCodesRoutes(app: App) {
  const deps = app.deps;
  const texts = (request: Parameters<typeof answerLanguage>[0]) => messagesFor(answerLanguage(request));
  return implement(routes, {
    list: async () => ({ results: await listCodes(deps.db) }),

    create: async (request, reply) => {
      const results = await createCode(deps.db, request.body);
      return reply.code(201).send({ message: (await texts(request)).promotions.api.created, results });
    },

    update: async (request) => ({
      message: (await texts(request)).promotions.api.updated,
      results: await changeCode(deps.db, request.params.id, request.body),
    }),

    remove: async (request) => {
      const removed = await removeCode(deps.db, request.params.id);
      const t = (await texts(request)).promotions.api;
      return { message: removed.deleted ? t.deleted : t.deactivated, ...removed };
    },

    report: async (request) => ({ results: await codeReport(deps.db, request.params.id) }),

    check: async (request, _reply, shopper) => {
      const cart = await readCartForCheckout(deps.db, cartOwnerOf(shopper), { lock: false });
      const subtotalPiastres = cartSubtotal((cart?.lines ?? []).map((line) => ({ finalPrice: line.finalPricePiastres, quantity: line.quantity })));
      const { email, phone } = request.body;
      const customer = email || phone ? { email: email ?? '', phone: phone ?? '' } : undefined;
      const terms = await checkPromo(deps.db, deps.clock, request.body.code, { subtotalPiastres, customer });
      return {
        results: {
          code: terms.code,
          kind: terms.kind,
          value: terms.kind === 'fixed' ? toPounds(terms.value) : terms.value,
          minSubtotal: toPounds(terms.minSubtotalPiastres),
          firstOrderOnly: terms.firstOrderOnly,
        },
      };
    },
  });
}

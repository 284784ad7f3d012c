import { returns as routes } from '../../../shared/contract/returns';
import { messagesFor } from '../../../shared/messages';
import { answerLanguage } from '../../plugins/language-preference';
import { piecesLeftToReturn, returnWindowEnd } from '../../../shared/returns';
import { implement } from '../../http/api-routes';
import { notFound } from '../../http/http-error';
import type { App } from '../../types';
import { findOrdersWithLines } from '../orders';
import { readSettings } from '../shop-settings';
import { findPromoCodeByCode } from '../promo-codes';
import { schedulePickup } from './pickup';
import { returnsReport } from './returns-report.repository';
import * as repo from './returns.repository';
import { changeReturn, requestReturn } from './returns.service';
import { toReturnView } from './returns-view';
import { mailReturnStep } from './returns-notify';

/** The customer's requests and the admin's Returns screen (issue 36). */
export function returnsRoutes(app: App) {
  const deps = app.deps;
  const viewOf = async (id: string) => {
    const found = await repo.findRequest(deps.db, id);
    if (!found) throw notFound((t) => t.returns.api.notFound);
    return toReturnView(found);
  };
  return implement(routes, {
    request: async (request, reply, user) => {
      const id = await requestReturn(deps, user.id, request.params.id, request.body);
      mailReturnStep(app, id);
      return reply.code(201).send({ message: (await messagesFor(answerLanguage(request))).returns.api.requested, results: await viewOf(id) });
    },
    mine: async (_request, _reply, user) => {
      const [requests, orders, policy] = [await repo.findRequestsOfUser(deps.db, user.id), await findOrdersWithLines(deps.db, { userId: user.id }), await readSettings(deps.db)];
      const now = deps.clock.now();
      const open = orders
        .filter((order) => order.status === 'delivered' && order.deliveredAt)
        .map((order) => ({ order, until: returnWindowEnd(order.deliveredAt!, policy.returnWindowDays) }))
        .filter((window) => window.until.getTime() >= now.getTime());
      const windows = [];
      // One after the other (few orders are inside the window): the code's kind is what the form's estimate needs.
      for (const { order, until } of open) {
        // The same count the request is checked against, so the form never offers a piece the server refuses.
        const asked = await repo.piecesAskedFor(deps.db, order.id);
        const lines = order.lines
          .map((line) => ({ lineId: line.id, pieces: piecesLeftToReturn(line.quantity, asked.get(line.id) ?? 0) }))
          .filter((line) => line.pieces > 0);
        if (lines.length === 0) continue;
        const code = order.promoCode ? await findPromoCodeByCode(deps.db, order.promoCode) : undefined;
        windows.push({ orderId: order.id, until: until.toISOString(), promoKind: code?.kind ?? null, lines });
      }
      return { results: requests.map(toReturnView), windows };
    },
    list: async (request) => {
      const { rows, total } = await repo.listRequests(deps.db, request.query);
      return { results: rows.map(toReturnView), total, page: request.query.page, pageSize: repo.RETURNS_PAGE_SIZE };
    },
    report: async () => ({ report: await returnsReport(deps.db) }),
    one: async (request) => ({ results: await viewOf(request.params.id) }),
    change: async (request, _reply, admin) => {
      const outcome = await changeReturn(deps, admin.id, request.params.id, request.body);
      // Every shop process's caches hear it (cluster/shop-events.ts), this one's included.
      if (outcome.stockMoved) deps.events.announce({ kind: 'stock' });
      if (outcome.changed) {
        // After the commit: the courier is asked, then the customer is told (the mail names the pickup).
        if (outcome.approved) await schedulePickup(app, request.params.id);
        mailReturnStep(app, request.params.id);
      } else if (outcome.chargeChanged) {
        mailReturnStep(app, request.params.id);
      }
      return { message: (await messagesFor(answerLanguage(request))).returns.api.changed, results: await viewOf(request.params.id) };
    },
  });
}

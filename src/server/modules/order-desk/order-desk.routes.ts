import { answerLanguage } from '../../plugins/language-preference';
import { orderDesk as routes } from '../../../shared/contract/order-desk';
import { messages, messagesFor } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import type { OrderStatus } from '../../../shared/order-status';
import { allOrdersStream } from './all-orders-stream';
import { orderExportStream } from './order-export';
import { packingSlipsHtml } from './packing-slips';
import { readSettings } from '../shop-settings';
import { answerAsStaff } from '../confirmation';
import { updateOrderStatus } from '../orders';
import { bulkSetStatus, deskOrderDetail, listDeskOrders, updateDeskOrder } from './order-desk.service';

const m = messages.api.adminOrders;

/**
 * The order desk's API: list, detail, changes one by one or in bulk, the courier export, the
 * packing slips, and the spec's whole order list and status change.
 */
export function orderDeskRoutes(app: App) {
  const deps = app.deps;
  const setStatus = async (adminId: string, orderId: string, status: OrderStatus) => {
    const results = await updateOrderStatus(deps, adminId, orderId, status);
    // Sent only when this call changed the status (the mail is tied to its history row).
    app.orderMails.sendStatusUpdate(orderId);
    return { message: messages.orders.statusUpdated, results };
  };
  return implement(routes, {
    // Streamed (Fastify does not serialize streams): the shape is toOrderView's, as declared.
    allOrders: async (_request, reply) => reply.type('application/json; charset=utf-8').send(await allOrdersStream(deps.db)),

    updateStatus: (request, _reply, admin) => setStatus(admin.id, request.params.orderId, request.body.status),
    updateStatusByPatch: (request, _reply, admin) => setStatus(admin.id, request.params.orderId, request.body.status),

    list: (request) => listDeskOrders(deps, request.query),

    exportCsv: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const csv = await orderExportStream(deps.db, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .send(csv);
    },

    slips: async (request, reply) => {
      const orders = await Promise.all(request.query.ids.map((id) => deskOrderDetail(deps.db, id, deps.config.publicUrl)));
      const sender = await readSettings(deps.db);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await packingSlipsHtml(orders, request.query.paper, sender, answerLanguage(request)));
    },

    detail: async (request) => ({ results: await deskOrderDetail(deps.db, request.params.id, deps.config.publicUrl) }),

    update: async (request, _reply, admin) => {
      const { detail, change } = await updateDeskOrder(deps, admin.id, request.params.id, request.body);
      if (change.from !== change.to) app.orderMails.sendStatusUpdate(change.orderId);
      return { message: m.updated, results: detail };
    },

    confirmation: async (request, _reply, admin) => ({
      results: await answerAsStaff(app, request.body.ids, request.body.answer, { id: admin.id, email: admin.email }, await messagesFor(answerLanguage(request))),
    }),

    bulkStatus: async (request, _reply, admin) => {
      const { results, changes } = await bulkSetStatus(deps, admin.id, request.body, await messagesFor(answerLanguage(request)));
      for (const change of changes) app.orderMails.sendStatusUpdate(change.orderId);
      const failed = results.filter((result) => !result.ok).length;
      return { message: m.bulkUpdated(results.length - failed, failed), results };
    },
  });
}

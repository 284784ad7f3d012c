import { answerLanguage } from '../../plugins/language-preference';
import type { FastifyRequest } from 'fastify';
import { orders as routes } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import type { OrderStatus } from '../../../shared/order-status';
import { implement } from '../../http/api-routes';
import { badRequest } from '../../http/http-error';
import type { App } from '../../types';
import { placeOrderWithinLimits } from './order-limits';
import { announceAwaitingOrder } from '../confirmation/confirmation-channels';
import { allOrdersStream } from './all-orders-stream';
import { cancelMyOrder, listMyOrders, updateOrderStatus } from './order-status.service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw badRequest((t) => t.api.orders.invalidIdempotencyKey);
  return key;
}

/** Placing an order, the customer's own orders, and the admin's status changes. */
export function ordersRoutes(app: App) {
  const deps = app.deps;
  const setStatus = async (adminId: string, orderId: string, status: OrderStatus) => {
    const results = await updateOrderStatus(deps, adminId, orderId, status);
    // Sent only when this call changed the status (the mail is tied to its history row).
    app.orderMails.sendStatusUpdate(orderId);
    return { message: messages.orders.statusUpdated, results };
  };
  return implement(routes, {
    create: async (request, reply, shopper) => {
      const idempotencyKey = idempotencyKeyOf(request);
      // The order keeps the language it was placed in: its e-mails are written in it.
      const language = answerLanguage(request);
      const { order, replayed } = await placeOrderWithinLimits(deps, { clientIp: request.ip, shopper, payload: request.body, idempotencyKey, language });
      // After the commit: a mail never goes out for an order that was rolled back.
      if (!replayed) {
        app.orderMails.sendConfirmation(order, language);
        // WhatsApp and any other channel: told after the commit, never in the checkout's way.
        announceAwaitingOrder(app, order, language);
      }
      return reply
        .code(replayed ? 200 : 201)
        .header('idempotent-replayed', String(replayed))
        .send({ message: messages.checkout.orderPlaced, results: order });
    },

    myOrders: async (_request, _reply, user) => ({ results: await listMyOrders(deps, user.id) }),

    cancel: async (request, _reply, user) => ({
      message: messages.api.orders.cancelled,
      results: await cancelMyOrder(deps, user.id, request.params.orderId),
    }),

    // Streamed (Fastify does not serialize streams): the shape is toOrderView's, as declared.
    allOrders: async (_request, reply) => reply.type('application/json; charset=utf-8').send(await allOrdersStream(deps.db)),

    updateStatus: (request, _reply, admin) => setStatus(admin.id, request.params.orderId, request.body.status),
    updateStatusByPatch: (request, _reply, admin) => setStatus(admin.id, request.params.orderId, request.body.status),
  });
}

import { answerLanguage } from '../../plugins/language-preference';
import type { FastifyRequest } from 'fastify';
import { orders as routes } from '../../../shared/contract/orders';
import { messages } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import { badRequest } from '../../http/http-error';
import type { App } from '../../types';
import { placeOrderWithinLimits } from './order-limits';
import { announceAwaitingOrder } from '../confirmation';
import { cancelMyOrder, listMyOrders } from './order-status.service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw badRequest((t) => t.api.orders.invalidIdempotencyKey);
  return key;
}

/** Placing an order and the customer's own orders; the admin's calls are the order desk's. */
export function ordersRoutes(app: App) {
  const deps = app.deps;
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
  });
}

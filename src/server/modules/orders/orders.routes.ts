import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/http-error';
import { requireAdmin, requireShopper, requireUser } from '../../plugins/auth';
import type { App } from '../../types';
import { messages } from '../../../shared/messages';
import { checkoutSchema } from '../../../shared/schemas/checkout';
import { orderIdParamsSchema, updateOrderStatusSchema } from '../../../shared/schemas/orders';
import { registerConfirmationMail } from './order-mail.service';
import { placeOrder } from './order-placement.service';
import { cancelMyOrder, listAllOrders, listMyOrders, updateOrderStatus } from './order-status.service';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY.test(key)) throw badRequest(messages.api.orders.invalidIdempotencyKey);
  return key;
}

/** The signed-in user's id; the preHandler guarantees it. */
const userIdOf = (request: FastifyRequest) => request.authUser!.id;

// Routes of the orders module (and the admin order desk); registered under /api by app.ts.
export async function ordersRoutes(app: App): Promise<void> {
  const sendConfirmation = registerConfirmationMail(app);

  app.post('/order/create', { schema: { body: checkoutSchema } }, async (request, reply) => {
    const shopper = await requireShopper(request);
    const { order, replayed } = await placeOrder(app.deps, shopper, request.body, idempotencyKeyOf(request));
    if (!replayed) sendConfirmation(order);
    return reply
      .code(replayed ? 200 : 201)
      .header('idempotent-replayed', String(replayed))
      .send({ message: messages.checkout.orderPlaced, results: order });
  });

  app.get('/order/my-orders', { preHandler: requireUser }, async (request) => ({
    results: await listMyOrders(app.deps, userIdOf(request)),
  }));

  app.patch('/order/cancel/:orderId', { preHandler: requireUser, schema: { params: orderIdParamsSchema } }, async (request) => ({
    message: messages.api.orders.cancelled,
    results: await cancelMyOrder(app.deps, userIdOf(request), request.params.orderId),
  }));

  app.get('/admin/dashboard/all-orders', { preHandler: requireAdmin }, async () => ({ orders: await listAllOrders(app.deps) }));

  // The spec's client POSTs and retries with PATCH on a 404, so both answer the same.
  for (const method of ['POST', 'PATCH'] as const) {
    app.route({
      method,
      url: '/admin/update-status/:orderId',
      preHandler: requireAdmin,
      schema: { params: orderIdParamsSchema, body: updateOrderStatusSchema },
      handler: async (request) => ({
        message: messages.orders.statusUpdated,
        results: await updateOrderStatus(app.deps, userIdOf(request), request.params.orderId, request.body.status),
      }),
    });
  }
}

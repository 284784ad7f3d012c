import { whatsapp as routes } from '../../../shared/contract/whatsapp';
import { implement } from '../../http/api-routes';
import { notFound } from '../../http/http-error';
import type { App } from '../../types';
import { receiveWebhook, verifyWebhook } from './whatsapp.service';

export function whatsappRoutes(app: App) {
  const configured = () => {
    if (!app.deps.config.whatsapp) throw notFound((t) => t.whatsapp.notConfigured);
    return app.deps.config.whatsapp;
  };
  return implement(routes, {
    whatsappVerify: async (request, reply) => reply.type('text/plain; charset=utf-8').send(verifyWebhook(configured(), request.query)),
    whatsappEvents: async (request) => {
      const config = configured();
      const signature = request.headers['x-hub-signature-256'];
      await receiveWebhook(app, config, request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      return { message: 'EVENT_RECEIVED' };
    },
  });
}

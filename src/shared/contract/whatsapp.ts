import { z } from 'zod';
import { messageAnswer } from './answers';
import { route } from './route';

/**
 * Events from third-party services. They are public (the service cannot sign in) and trusted
 * only through what the service proves: WhatsApp signs the exact bytes of each body with the
 * app secret (X-Hub-Signature-256); Bosta's events are the shipments group's (bostaEvents). 404 while the shop has not set the service up.
 */
export const whatsapp = {
  whatsappVerify: route({
    method: 'GET',
    path: '/webhooks/whatsapp',
    access: 'public',
    summary: "Meta's verification handshake: answers hub.challenge when hub.verify_token is the shop's WHATSAPP_VERIFY_TOKEN, 401 otherwise",
    query: z.object({
      'hub.mode': z.string().max(40).optional(),
      'hub.verify_token': z.string().max(200).optional(),
      'hub.challenge': z.string().max(200).optional(),
    }),
    responses: { 200: z.string() },
    produces: 'text/plain',
  }),
  whatsappEvents: route({
    method: 'POST',
    path: '/webhooks/whatsapp',
    access: 'public',
    summary:
      "WhatsApp Cloud API events (customers' answers, delivery and read receipts), accepted only with a valid X-Hub-Signature-256; " +
      '401 for anything else; an event delivered twice counts once',
    signedBody: true,
    responses: { 200: messageAnswer },
  }),
} as const;

/**
 * A local server that speaks the part of Meta's WhatsApp Cloud API the shop uses, for tests:
 * `POST /v21.0/{phone-number-id}/messages` with a Bearer token, answered as the Graph API
 * answers (a `wamid.` id, or its `{error: {message, type, code, fbtrace_id}}` refusals), plus
 * builders of the webhook events Meta sends, signed as Meta signs them.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WhatsappConfig } from '../config';

export type SentTemplate = {
  to: string;
  template: { name: string; language: { code: string }; components: Array<{ type: string; sub_type?: string; index?: string; parameters: Array<{ type: string; text?: string; payload?: string }> }> };
  messageId: string;
};

type Failure = { status: number; code: number; message: string };

export async function startWhatsappGraphStandIn(options: { token?: string; phoneNumberId?: string } = {}) {
  const token = options.token ?? 'test-whatsapp-token';
  const phoneNumberId = options.phoneNumberId ?? '100200300400500';
  const sent: SentTemplate[] = [];
  const failures: Failure[] = [];
  let requests = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const graphError = (status: number, code: number, message: string) =>
        answer(status, { error: { message, type: 'OAuthException', code, fbtrace_id: crypto.randomBytes(8).toString('hex') } });

      if (request.method !== 'POST' || request.url !== `/v21.0/${phoneNumberId}/messages`) return graphError(400, 100, 'Unsupported request');
      if (request.headers.authorization !== `Bearer ${token}`) return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
      const failure = failures.shift();
      if (failure) return graphError(failure.status, failure.code, failure.message);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return graphError(400, 100, 'Invalid JSON');
      }
      const template = body.template as SentTemplate['template'] | undefined;
      if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) {
        return graphError(400, 100, '(#100) Invalid parameter');
      }
      if (!template?.name || !template.language?.code || !Array.isArray(template.components)) {
        return graphError(400, 132000, 'Number of parameters does not match the expected number of params');
      }
      const messageId = `wamid.${crypto.randomBytes(12).toString('base64url')}`;
      sent.push({ to: body.to, template, messageId });
      answer(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: messageId, message_status: 'accepted' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    graphUrl: `http://127.0.0.1:${port}/v21.0`,
    sent,
    /** How many requests reached the server, refused ones included. */
    requests: () => requests,
    /** The next `count` sends are refused this way (e.g. 500, or 400 with code 130429 for throttling). */
    failNext(count: number, failure: Failure = { status: 500, code: 2, message: 'Service temporarily unavailable' }) {
      for (let index = 0; index < count; index++) failures.push(failure);
    },
    /** A shop configuration that talks to this server. */
    config(overrides: Partial<WhatsappConfig> = {}): WhatsappConfig {
      return {
        token,
        phoneNumberId,
        appSecret: 'test-app-secret',
        verifyToken: 'test-verify-token',
        confirmTemplate: 'order_confirmation',
        graphUrl: `http://127.0.0.1:${port}/v21.0`,
        ...overrides,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WhatsappGraphStandIn = Awaited<ReturnType<typeof startWhatsappGraphStandIn>>;

/** Meta's signature header for a webhook body: HMAC-SHA256 of the exact bytes with the app secret. */
export const signWebhookBody = (body: string, appSecret: string) => `sha256=${crypto.createHmac('sha256', appSecret).update(body).digest('hex')}`;

type InboundMessage =
  | { type: 'button'; payload: string; text: string }
  | { type: 'interactive'; id: string; title: string }
  | { type: 'text'; body: string };

/** The webhook event Meta sends when a customer answers (a template's quick-reply button, or text). */
export function inboundMessageEvent(from: string, message: InboundMessage, options: { id?: string; phoneNumberId?: string; context?: string } = {}) {
  const id = options.id ?? `wamid.${crypto.randomBytes(12).toString('base64url')}`;
  const content =
    message.type === 'button'
      ? { type: 'button', button: { payload: message.payload, text: message.text } }
      : message.type === 'interactive'
        ? { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id: message.id, title: message.title } } }
        : { type: 'text', text: { body: message.body } };
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId ?? '100200300400500' },
              contacts: [{ profile: { name: 'Customer' }, wa_id: from }],
              messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), ...(options.context ? { context: { from: '15550783881', id: options.context } } : {}), ...content }],
            },
          },
        ],
      },
    ],
  };
}

/** The webhook event Meta sends when a message the shop sent changes state. */
export function statusEvent(messageId: string, status: 'sent' | 'delivered' | 'read' | 'failed', recipient: string, options: { phoneNumberId?: string } = {}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: options.phoneNumberId ?? '100200300400500' },
              statuses: [
                {
                  id: messageId,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: recipient,
                  ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

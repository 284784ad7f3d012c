/**
 * Reading the WhatsApp Cloud API's webhook: Meta's verification handshake, its signature
 * (X-Hub-Signature-256, an HMAC-SHA256 of the raw body with the app secret), and the parts
 * of its events the shop acts on: a customer's answer, and the state of a message the shop
 * sent. Everything else Meta may send (profile changes, media, reactions) is ignored.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import { readConfirmationReply, type ConfirmationReply } from '../../../shared/confirmation-reply';

/** True only for the exact signature Meta computes; compared in constant time. */
export function hasValidSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = crypto.createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const inboundMessage = z.object({
  id: z.string(),
  from: z.string(),
  type: z.string(),
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  interactive: z.object({ button_reply: z.object({ id: z.string(), title: z.string().optional() }).optional() }).optional(),
  text: z.object({ body: z.string() }).optional(),
});

const messageStatus = z.object({
  id: z.string(),
  status: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
});

export const webhookPayloadSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({ messages: z.array(inboundMessage).optional(), statuses: z.array(messageStatus).optional() }).loose(),
        }),
      ),
    }),
  ),
});

/** The payload of the template's quick-reply buttons: what to do, and with which order. */
export const buttonPayload = (answer: ConfirmationReply, orderId: string) => `${answer}:${orderId}`;

export type CustomerAnswer = {
  /** Meta's id of the customer's message: the same event delivered twice counts once. */
  eventId: string;
  /** The sender as WhatsApp gives it: country code and digits (201012345678). */
  from: string;
  answer: ConfirmationReply;
  /** The order a button names; a text reply answers the sender's newest awaiting order. */
  orderId?: string;
};

export type MessageStateChange = { eventId: string; messageId: string; state: 'sent' | 'delivered' | 'read' | 'failed'; error?: string };

const STATES = new Set(['sent', 'delivered', 'read', 'failed']);

function answerOf(message: z.infer<typeof inboundMessage>): Pick<CustomerAnswer, 'answer' | 'orderId'> | undefined {
  const payload = message.button?.payload ?? message.interactive?.button_reply?.id;
  const match = payload === undefined ? null : /^(confirm|cancel):([0-9a-f-]{36})$/.exec(payload);
  if (match) return { answer: match[1] as ConfirmationReply, orderId: match[2] };
  // A button without the shop's payload, or a text: read its words.
  const words = message.text?.body ?? message.button?.text ?? message.interactive?.button_reply?.title;
  const answer = words === undefined ? undefined : readConfirmationReply(words);
  return answer ? { answer } : undefined;
}

/** The events of one webhook call the shop acts on, in the order Meta listed them. */
export function readWebhookEvents(payload: z.infer<typeof webhookPayloadSchema>): { answers: CustomerAnswer[]; states: MessageStateChange[] } {
  const answers: CustomerAnswer[] = [];
  const states: MessageStateChange[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const message of change.value.messages ?? []) {
        const read = answerOf(message);
        if (read) answers.push({ eventId: `message:${message.id}`, from: message.from, ...read });
      }
      for (const status of change.value.statuses ?? []) {
        if (!STATES.has(status.status)) continue;
        const error = status.errors?.map((item) => item.title ?? `code ${item.code}`).join(', ');
        states.push({ eventId: `status:${status.id}:${status.status}`, messageId: status.id, state: status.status as MessageStateChange['state'], ...(error ? { error } : {}) });
      }
    }
  }
  return { answers, states };
}

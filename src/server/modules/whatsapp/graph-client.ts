/**
 * The one call the shop makes to Meta's WhatsApp Cloud API: send an approved template message
 * (POST {graph}/{phone-number-id}/messages, documented at developers.facebook.com/docs/
 * whatsapp/cloud-api/reference/messages). Business-initiated messages must be templates; the
 * customer's answer arrives on the webhook.
 */
import type { WhatsappConfig } from '../../config';

export type TemplateMessage = {
  /** The recipient with its country code, digits only (201012345678). */
  to: string;
  /** The template's language as created at Meta: the shop creates it in `ar` and `en`. */
  language: 'ar' | 'en';
  /** The body's {{1}}, {{2}}, ... in order. */
  bodyParameters: string[];
  /** Another approved template than the confirmation's (the cart reminders'). */
  template?: string;
  /** The payload each quick-reply button returns on the webhook, by button index. */
  buttonPayloads: string[];
};

/** A refusal or failure of the Graph API; `retryable` when trying again later may succeed. */
export class GraphApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

// Graph error codes that mean "later": throttling (4, 80007, 130429, 131056), a temporary
// failure (2, 131000, 131016) or a per-user pair rate limit. Anything else (a wrong number,
// a template that does not exist, a bad token) fails the same way every time.
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131056]);

type GraphError = { error?: { message?: string; code?: number; error_data?: { details?: string } } };

export async function sendTemplateMessage(config: WhatsappConfig, message: TemplateMessage): Promise<{ messageId: string }> {
  const body = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template ?? config.confirmTemplate,
      language: { code: message.language },
      components: [
        { type: 'body', parameters: message.bodyParameters.map((text) => ({ type: 'text', text })) },
        ...message.buttonPayloads.map((payload, index) => ({
          type: 'button',
          sub_type: 'quick_reply',
          index: String(index),
          parameters: [{ type: 'payload', payload }],
        })),
      ],
    },
  };
  let response: Response;
  try {
    response = await fetch(`${config.graphUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new GraphApiError(`WhatsApp could not be reached: ${(error as Error).message}`, 0, undefined, true);
  }
  const answer = (await response.json().catch(() => ({}))) as GraphError & { messages?: Array<{ id?: string }> };
  const messageId = answer.messages?.[0]?.id;
  if (response.ok && messageId) return { messageId };
  const code = answer.error?.code;
  const detail = answer.error?.error_data?.details ?? answer.error?.message ?? `HTTP ${response.status}`;
  const retryable = response.status >= 500 || response.status === 429 || (code !== undefined && RETRYABLE_CODES.has(code));
  throw new GraphApiError(`WhatsApp refused the message: ${detail}${code === undefined ? '' : ` (code ${code})`}`, response.status, code, retryable);
}

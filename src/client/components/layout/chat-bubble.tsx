import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import { useShopSettings } from '../../lib/shop-settings';
import { whatsappUrl } from './contact-channels';

/** The spec's 'Chat with us' bubble: visible for 5 seconds. */
export const CHAT_BUBBLE_MS = 5000;

/**
 * A speech bubble pointing at the floating chat link, shown for a few seconds on arrival. It
 * points at the WhatsApp button, which is not there without a number in the shop settings; its
 * five seconds start when it appears (once the settings have arrived), not when the page mounts.
 */
export function ChatBubble({ durationMs = CHAT_BUBBLE_MS }: { durationMs?: number }) {
  const chatUrl = whatsappUrl(useShopSettings());
  return chatUrl ? <TimedBubble href={chatUrl} durationMs={durationMs} /> : null;
}

function TimedBubble({ href, durationMs }: { href: string; durationMs: number }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  if (!visible) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-bubble"
      className="chat-bubble fixed end-4 z-30 rounded-2xl rounded-ee-sm bg-white px-4 py-2.5 text-sm font-semibold text-ink shadow-lg ring-1 ring-black/10 hover:bg-gray-50"
    >
      {messages.contact.chatWithUs}
    </a>
  );
}

import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import { useShopSettings } from '../../lib/shop-settings';
import { whatsappUrl } from './contact-channels';

/** The spec's 'Chat with us' bubble: visible for 5 seconds. */
export const CHAT_BUBBLE_MS = 5000;

/** A speech bubble pointing at the floating chat link, shown for a few seconds on arrival. */
export function ChatBubble({ durationMs = CHAT_BUBBLE_MS }: { durationMs?: number }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  const chatUrl = whatsappUrl(useShopSettings());
  // Points at the WhatsApp button, which is not there without a number.
  if (!visible || !chatUrl) return null;
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-bubble"
      className="chat-bubble fixed end-4 z-30 rounded-2xl rounded-ee-sm bg-white px-4 py-2.5 text-sm font-semibold text-ink shadow-lg ring-1 ring-black/10 hover:bg-gray-50"
    >
      {messages.contact.chatWithUs}
    </a>
  );
}

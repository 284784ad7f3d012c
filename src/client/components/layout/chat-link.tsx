import { messages } from '../../../shared/messages';
import { whatsappUrl } from './contact-channels';
import { WhatsAppIcon } from './icons';

/** The floating link to the shop's WhatsApp, on every page. */
export function ChatLink() {
  return (
    <a
      href={whatsappUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={messages.layout.whatsappLink}
      title={messages.layout.whatsappLink}
      className="chat-fab fixed end-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-transform hover:scale-105 motion-reduce:transition-none"
    >
      <WhatsAppIcon />
    </a>
  );
}

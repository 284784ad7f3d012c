import { useLocation } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../../paths';
import { useShopSettings } from '../../lib/shop-settings';
import { whatsappUrl } from './contact-channels';
import { WhatsAppIcon } from './icons';
import { useHideOnScroll } from './use-hide-on-scroll';

/**
 * Pages whose own action sits at the bottom of a phone screen (Checkout, Place order, Add to
 * Cart, the confirmation link's Confirm and Cancel order). The back office has its own shell,
 * which has no chat link at all.
 */
const PAGES_WITHOUT_CHAT_LINK = [paths.cart, paths.createOrder];
const hasItsOwnBottomAction = (pathname: string) =>
  PAGES_WITHOUT_CHAT_LINK.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ||
  pathname.startsWith(paths.productDetails('')) ||
  pathname.startsWith(paths.confirmOrder(''));

/**
 * The floating link to the shop's WhatsApp. It steps aside while the shopper scrolls down
 * through text (and comes back when they scroll up or stop at the top), so it never sits on
 * what they are reading. No WhatsApp number in the shop settings, no button.
 */
export function ChatLink() {
  const { pathname } = useLocation();
  const scrollingDown = useHideOnScroll();
  const chatUrl = whatsappUrl(useShopSettings());
  if (!chatUrl || hasItsOwnBottomAction(pathname)) return null;
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={messages.layout.whatsappLink}
      title={messages.layout.whatsappLink}
      data-hidden={scrollingDown}
      className="chat-fab fixed end-3 z-30 inline-flex size-12 items-center justify-center rounded-full bg-whatsapp text-white shadow-lg shadow-black/20 transition-[transform,opacity,visibility] hover:scale-105 data-[hidden=true]:invisible data-[hidden=true]:translate-y-24 data-[hidden=true]:opacity-0 motion-reduce:transition-none sm:end-4 sm:size-14"
    >
      <WhatsAppIcon />
    </a>
  );
}

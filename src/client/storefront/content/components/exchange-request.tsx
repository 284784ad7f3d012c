import { messages } from '../../../../shared/messages';
import { mailtoUrl, whatsappUrl } from '../../../components/layout/contact-channels';
import { useShopSettings } from '../../../lib/shop-settings';

/** The two ways to ask for an exchange, each shown only when the owner has set that channel. */
export function ExchangeRequestActions() {
  const t = messages.content.returns;
  const settings = useShopSettings();
  const chatUrl = whatsappUrl(settings, t.whatsappMessage);
  const mailUrl = mailtoUrl(settings, t.emailSubject);
  return (
    <div className="flex flex-col gap-3 pt-2 sm:flex-row">
      {chatUrl && (
        <a
          href={chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex justify-center rounded-full bg-whatsapp px-6 py-3 text-sm font-semibold !text-white !no-underline hover:brightness-110"
        >
          {t.whatsappAction}
        </a>
      )}
      {mailUrl && (
        <a
          href={mailUrl}
          className="inline-flex justify-center rounded-full border border-ink px-6 py-3 text-sm font-semibold !text-ink !no-underline hover:bg-ink hover:!text-white"
        >
          {t.emailAction}
          <span className="sr-only"> ({settings?.email})</span>
        </a>
      )}
    </div>
  );
}

import { ChatBubble } from '../../../components/layout/chat-bubble';
import { formatPhoneForDisplay, mailtoUrl, telUrl, whatsappUrl } from '../../../components/layout/contact-channels';
import { SocialLinks } from '../../../components/layout/social-links';
import { useShopSettings } from '../../../lib/shop-settings';
import { messages } from '../../../../shared/messages';
import { ContactForm } from '../components/contact-form';
import { ContentPage } from '../components/content-page';

const t = messages.content.contact;

const card = 'rounded-2xl border border-gray-200 p-5';
const cardTitle = 'text-sm font-semibold tracking-widest text-ink uppercase';

/** The shop's channels come from its settings: a channel the owner has not set is not shown. */
export function Component() {
  const settings = useShopSettings();
  const chatUrl = whatsappUrl(settings);
  const mailUrl = mailtoUrl(settings);
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro} wide>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <aside className="space-y-4" aria-label={messages.layout.contactHeading}>
          {chatUrl && settings?.whatsappNumber && (
            <div className={card}>
              <h2 className={cardTitle}>{t.whatsappTitle}</h2>
              <p className="mt-2 text-sm leading-6 text-gray-700">{t.whatsappText}</p>
              <a
                href={chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex rounded-full bg-whatsapp px-5 py-2.5 text-sm font-semibold text-white hover:brightness-110"
              >
                {t.whatsappAction}
                <span className="sr-only">, {formatPhoneForDisplay(settings.whatsappNumber)}</span>
              </a>
            </div>
          )}
          {settings?.phone && (
            <div className={card}>
              <h2 className={cardTitle}>{t.phoneTitle}</h2>
              <p className="mt-2 text-sm leading-6 text-gray-700">{t.phoneText}</p>
              <a href={telUrl(settings.phone)} className="mt-3 inline-block font-semibold text-brand-dark underline underline-offset-2" dir="ltr">
                {formatPhoneForDisplay(settings.phone)}
              </a>
            </div>
          )}
          {mailUrl && (
            <div className={card}>
              <h2 className={cardTitle}>{t.emailTitle}</h2>
              <p className="mt-2 text-sm leading-6 text-gray-700">{t.emailText}</p>
              <a href={mailUrl} className="mt-3 inline-block font-semibold break-all text-brand-dark underline underline-offset-2">
                {settings?.email}
              </a>
            </div>
          )}
          {settings?.address && (
            <div className={card}>
              <h2 className={cardTitle}>{t.addressTitle}</h2>
              <p className="mt-2 text-sm leading-6 whitespace-pre-line text-gray-700">{settings.address}</p>
            </div>
          )}
          {settings?.openingHours && (
            <div className="rounded-2xl bg-stone-50 p-5">
              <h2 className={cardTitle}>{t.hoursTitle}</h2>
              <p className="mt-2 text-sm leading-6 text-gray-700">{settings.openingHours}</p>
            </div>
          )}
          {settings && (settings.facebookUrl || settings.instagramUrl || settings.tiktokUrl) && (
            <div className={card}>
              <h2 className={cardTitle}>{t.socialTitle}</h2>
              <SocialLinks settings={settings} className="mt-2 text-sm font-semibold text-brand-dark" />
            </div>
          )}
        </aside>
        <ContactForm />
      </div>
      <ChatBubble />
    </ContentPage>
  );
}

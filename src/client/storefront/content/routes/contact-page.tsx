import { ChatBubble } from '../../../components/layout/chat-bubble';
import { formatPhoneForDisplay, mailtoUrl, supportEmail, whatsappNumber, whatsappUrl } from '../../../components/layout/contact-channels';
import { messages } from '../../../../shared/messages';
import { ContactForm } from '../components/contact-form';
import { ContentPage } from '../components/content-page';
import { contactText as t } from '../content-text';

export function Component() {
  return (
    <ContentPage eyebrow={t.eyebrow} title={t.title} intro={t.intro} wide>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <aside className="space-y-4" aria-label={messages.layout.contactHeading}>
          <div className="rounded-2xl border border-gray-200 p-5">
            <h2 className="text-sm font-semibold tracking-widest text-ink uppercase">{t.whatsappTitle}</h2>
            <p className="mt-2 text-sm leading-6 text-gray-700">{t.whatsappText}</p>
            <a
              href={whatsappUrl()}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex rounded-full bg-whatsapp px-5 py-2.5 text-sm font-semibold text-white hover:brightness-110"
            >
              {t.whatsappAction}
              <span className="sr-only">, {formatPhoneForDisplay(whatsappNumber)}</span>
            </a>
          </div>
          <div className="rounded-2xl border border-gray-200 p-5">
            <h2 className="text-sm font-semibold tracking-widest text-ink uppercase">{t.emailTitle}</h2>
            <p className="mt-2 text-sm leading-6 text-gray-700">{t.emailText}</p>
            <a href={mailtoUrl()} className="mt-3 inline-block font-semibold break-all text-brand-dark underline underline-offset-2">
              {supportEmail}
            </a>
          </div>
          <div className="rounded-2xl bg-stone-50 p-5">
            <h2 className="text-sm font-semibold tracking-widest text-ink uppercase">{t.hoursTitle}</h2>
            <p className="mt-2 text-sm leading-6 text-gray-700">{messages.layout.hours}</p>
          </div>
        </aside>
        <ContactForm />
      </div>
      <ChatBubble />
    </ContentPage>
  );
}

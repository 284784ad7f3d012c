import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { whatsappUrl } from '../../../components/layout/contact-channels';
import { useShopSettings } from '../../../lib/shop-settings';
import { paths } from '../../../paths';

/** One question: a native disclosure, so it opens with Enter or Space and needs no script. */
export function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group border-b border-gray-200 [&_summary::-webkit-details-marker]:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-start text-base font-semibold text-ink hover:text-brand-dark">
        <span>{question}</span>
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full border border-gray-300 text-lg leading-none transition-transform group-open:rotate-45"
        >
          +
        </span>
      </summary>
      <div className="space-y-3 pb-6 text-base leading-7 text-gray-700 [&_a]:font-medium [&_a]:text-brand-dark [&_a]:underline [&_a]:underline-offset-2">
        {children}
      </div>
    </details>
  );
}

export function FaqGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-12">
      <h2 className="border-b-2 border-ink pb-3 font-serif text-2xl font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** The FAQ's closing call: the contact page, and WhatsApp when the owner has set a number. */
export function FaqContact() {
  const t = messages.content.faq;
  const chatUrl = whatsappUrl(useShopSettings());
  return (
    <div className="rounded-2xl bg-stone-50 p-6 text-center sm:p-8">
      <h2 className="font-serif text-2xl font-semibold text-ink">{t.stillAsking}</h2>
      <p className="mt-2 text-gray-700">{t.happyToHelp}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.contact} className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-gray-700">
          {t.contactUs}
        </Link>
        {chatUrl && (
          <a
            href={chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-full border border-ink px-6 py-3 text-sm font-semibold text-ink hover:bg-ink hover:text-white"
          >
            {t.chatOnWhatsApp}
          </a>
        )}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';

type ContentPageProps = {
  eyebrow: string;
  title: string;
  /** Shown under the title and used as the page's meta description. */
  intro: string;
  children: ReactNode;
  /** Wider body for pages with a form or a table beside the text. */
  wide?: boolean;
};

/** The frame of the shop's text pages: a quiet hero with the title, then the page body. */
export function ContentPage({ eyebrow, title, intro, children, wide = false }: ContentPageProps) {
  useDocumentTitle(title, intro);
  return (
    <article>
      <header className="border-b border-gray-200 bg-stone-50">
        <div className={`mx-auto px-5 py-10 sm:py-14 lg:px-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
          <p className="text-xs font-semibold tracking-[0.25em] text-brand-dark uppercase">{eyebrow}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight font-semibold text-ink sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-base leading-7 text-gray-700">{intro}</p>
        </div>
      </header>
      <div className={`mx-auto px-5 py-10 sm:py-14 lg:px-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>{children}</div>
    </article>
  );
}

/** A titled block of policy text. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-gray-200 py-8 first:border-t-0 first:pt-0">
      <h2 className="font-serif text-2xl font-semibold text-ink">{title}</h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-gray-700 [&_a]:font-medium [&_a]:text-brand-dark [&_a]:underline [&_a]:underline-offset-2 [&_li]:ps-1 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-5">
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';

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

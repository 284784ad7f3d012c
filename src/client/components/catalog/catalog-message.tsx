import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../../paths';

/** A full-width notice for an empty or failed catalogue view, with a way back to shopping. */
export function CatalogMessage({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className="flex flex-col items-center gap-5 rounded-xl bg-gray-50 px-6 py-14 text-center">
      <p className={`text-lg font-semibold ${tone === 'error' ? 'text-red-700' : 'text-gray-800'}`}>{children}</p>
      <Link to={paths.collections} className="rounded-full bg-ink px-6 py-3 text-sm font-semibold text-white hover:bg-gray-800">
        {messages.shop.shopAll}
      </Link>
    </div>
  );
}

/** The heading block every catalogue page starts with. */
export function PageHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2 pb-6 sm:pb-8">
      {eyebrow && <p className="text-xs font-semibold tracking-[0.2em] text-brand-dark uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children}
    </header>
  );
}

/** How many products a list holds. Its line is there while the count loads, so the filters below it do not move when it arrives. */
export function ProductCount({ total }: { total: number | undefined }) {
  return <p className="text-sm text-gray-600">{total === undefined ? '\u00a0' : messages.shop.pieces(total)}</p>;
}

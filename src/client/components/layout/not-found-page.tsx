import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../paths';

export function NotFoundPage() {
  useDocumentTitle(messages.common.notFoundTitle, messages.common.notFoundDescription);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-5 py-20 text-center">
      <p aria-hidden="true" className="font-serif text-8xl font-semibold tracking-widest text-brand-dark">
        404
      </p>
      <h1 className="font-serif text-3xl font-semibold text-ink">{messages.common.pageNotFound}</h1>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className="rounded-full bg-ink px-8 py-3 font-semibold text-white hover:bg-gray-700">
          {messages.common.goHome}
        </Link>
        <Link to={paths.collections} className="rounded-full border border-ink px-8 py-3 font-semibold text-ink hover:bg-ink hover:text-white">
          {messages.layout.shopAll}
        </Link>
      </div>
    </section>
  );
}

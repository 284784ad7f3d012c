import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { useDocumentTitle } from '../../lib/document-title';
import { paths } from '../../paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <p aria-hidden="true" className="text-7xl font-black text-brand">
        404
      </p>
      <h1 className="text-2xl font-bold">{messages.common.pageNotFound}</h1>
      <Link to={paths.home} className="rounded-full bg-ink px-6 py-3 font-semibold text-white hover:bg-gray-700">
        {messages.common.goHome}
      </Link>
    </section>
  );
}

import { Link, useParams } from 'react-router';
import { messages } from '../../../../shared/messages';
import { AdminToaster } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../paths';
import { useReturn } from '../api/returns-api';
import { ReturnDetail } from '../components/return-detail';

const m = messages.returns.admin;

/** /returnsManagement/:returnId: one request and its next steps. */
export function Component() {
  const { returnId = '' } = useParams();
  const request = useReturn(returnId);
  useDocumentTitle(request.data ? `${m.request} ${request.data.label}` : m.title);
  return (
    <section className="mx-auto max-w-5xl space-y-4 px-4 py-8">
      <Link to={paths.returnsManagement} className="inline-flex min-h-10 items-center text-sm underline">
        {m.title}
      </Link>
      {request.isPending && <div role="status" aria-label={messages.layout.loading} className="h-64 animate-pulse rounded-2xl bg-gray-100" />}
      {request.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {messages.returns.api.notFound}
        </p>
      )}
      {request.data && <ReturnDetail request={request.data} />}
      <AdminToaster />
    </section>
  );
}

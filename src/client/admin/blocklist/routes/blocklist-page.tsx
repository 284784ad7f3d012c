import { messages } from '../../../../shared/messages';
import { AdminLoadFailed, AdminScreenHeading } from '../../../components/ui/admin-screen';
import { AdminToaster } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { useBlocklist } from '../api/blocklist-api';
import { BlockForm } from '../components/block-form';
import { BlocklistEntries } from '../components/blocklist-entries';

const m = messages.blocklist;

/** /blocklist: phones and e-mails that may not order cash on delivery; add one, lift one. */
export function Component() {
  useDocumentTitle(m.title);
  const blocklist = useBlocklist();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <AdminScreenHeading title={m.title} intro={m.intro} />
      <BlockForm />
      <section aria-labelledby="blocked-heading" className="space-y-3">
        <h2 id="blocked-heading" className="flex items-baseline gap-2 text-lg font-semibold">
          {m.listHeading}
          {blocklist.data && <span className="text-sm font-normal text-gray-600">{m.count(blocklist.data.length)}</span>}
        </h2>
        {blocklist.isPending ? (
          <div role="status" aria-label={m.loading} className="grid gap-3 lg:grid-cols-2">
            {[0, 1, 2].map((key) => (
              <div key={key} className="h-28 animate-pulse rounded-2xl bg-gray-100" />
            ))}
          </div>
        ) : blocklist.isError ? (
          <AdminLoadFailed text={m.failed} retryLabel={m.retry} onRetry={() => void blocklist.refetch()} />
        ) : (
          <BlocklistEntries entries={blocklist.data} />
        )}
      </section>
      <AdminToaster />
    </section>
  );
}

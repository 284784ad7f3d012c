import { useSearchParams } from 'react-router';
import { AUDIT_MAX_PAGES } from '../../../../shared/audit';
import { messages } from '../../../../shared/messages';
import { AdminScreenHeading } from '../../../components/ui/admin-screen';
import { AuditEntries } from '../../../components/ui/audit-entries';
import { useDocumentTitle } from '../../../lib/document-title';
import { downloadAuditCsv, useAuditLog, type AuditQuery } from '../api/audit-api';
import { AuditFilterForm } from '../components/audit-filters';

const m = messages.team.audit;
const FILTERS = ['actor', 'entity', 'entityId', 'action', 'from', 'to'] as const;

/** /audit (owners and managers): every back-office change, newest first, filtered; the filters live in the address, so a view can be shared. */
export function Component() {
  useDocumentTitle(m.title);
  const [params, setParams] = useSearchParams();
  const filters: AuditQuery = Object.fromEntries(FILTERS.flatMap((field) => (params.get(field) ? [[field, params.get(field)!]] : [])));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useAuditLog({ ...filters, page });
  const go = (next: AuditQuery, nextPage = 1) => setParams({ ...(next as Record<string, string>), ...(nextPage > 1 ? { page: String(nextPage) } : {}) });
  const total = log.data ? (log.data.totalCapped ? m.moreThan(log.data.total.toLocaleString(messages.format.locale)) : log.data.total.toLocaleString(messages.format.locale)) : '';
  const lastPage = log.data ? Math.min(AUDIT_MAX_PAGES, Math.max(1, Math.ceil(log.data.total / log.data.pageSize))) : 1;

  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AdminScreenHeading title={m.title} intro={m.intro} />
        <button type="button" onClick={() => void downloadAuditCsv(filters)} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium">
          {m.export}
        </button>
      </div>
      <AuditFilterForm key={params.toString()} value={filters} onApply={(next) => go(next)} />
      {log.isPending ? (
        <div role="status" aria-label={m.title} className="h-40 animate-pulse rounded-2xl bg-gray-100" />
      ) : log.isError ? (
        <p role="alert" className="text-red-700">
          {log.error.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {m.total(total)}
          </p>
          {log.data.entries.length === 0 ? <p className="rounded-2xl bg-white p-6 text-center text-gray-600">{m.empty}</p> : <AuditEntries entries={log.data.entries} />}
          <nav aria-label={m.pageOf(page)} className="flex items-center justify-between gap-3">
            <button type="button" disabled={page <= 1} onClick={() => go(filters, page - 1)} className="min-h-11 rounded-lg border border-gray-300 px-4 py-2 disabled:opacity-40">
              {m.previous}
            </button>
            <span className="text-sm">{m.pageOf(page)}</span>
            <button type="button" disabled={page >= lastPage} onClick={() => go(filters, page + 1)} className="min-h-11 rounded-lg border border-gray-300 px-4 py-2 disabled:opacity-40">
              {m.next}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

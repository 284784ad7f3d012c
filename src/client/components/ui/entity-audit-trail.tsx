import { useQuery } from '@tanstack/react-query';
import type { AuditEntity } from '../../../shared/audit';
import { messages } from '../../../shared/messages';
import { callApi, endpoints } from '../../lib/api-client';
import { useStaffPermissions } from '../../lib/staff-permissions';
import { AuditEntries } from './audit-entries';

const m = messages.team.audit;

/**
 * An order's or a product's own entries of the audit log, on its admin page; shown to the
 * roles that may read the log (owners and managers), nothing for the others.
 */
export function EntityAuditTrail({ entity, entityId, version = '' }: { entity: AuditEntity; entityId: string; /** Changes when the page's record does, so the trail reads its new entries. */ version?: string }) {
  const { may } = useStaffPermissions();
  const allowed = may('audit');
  const trail = useQuery({
    queryKey: ['admin', 'audit', { entity, entityId }, version],
    queryFn: () => callApi(endpoints.audit.list, { query: { entity, entityId } }),
    enabled: allowed,
    staleTime: 0,
  });
  if (!allowed) return null;
  return (
    <section aria-labelledby="audit-trail-heading" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4" data-testid="audit-trail">
      <h2 id="audit-trail-heading" className="font-semibold">
        {m.ownEntries}
      </h2>
      {trail.isPending ? (
        <div role="status" aria-label={m.ownEntries} className="h-16 animate-pulse rounded-xl bg-gray-100" />
      ) : trail.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {messages.common.somethingWentWrong}
        </p>
      ) : trail.data.entries.length === 0 ? (
        <p className="text-sm text-gray-600">{m.ownEmpty}</p>
      ) : (
        <AuditEntries entries={trail.data.entries} compact />
      )}
    </section>
  );
}

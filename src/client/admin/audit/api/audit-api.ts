import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditListQuerySchema } from '../../../../shared/schemas/team';
import { callApi, downloadApi, endpoints } from '../../../lib/api-client';

/** The list's query as the address holds it (the entity is checked by the server: 400 for an unknown one). */
export type AuditQuery = Omit<z.input<typeof auditListQuerySchema>, 'entity'> & { entity?: string };
type ListQuery = z.input<typeof auditListQuerySchema>;

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => callApi(endpoints.audit.list, { query: query as ListQuery }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The export through the one request function (the staff token and the page's language go with it), then saved. */
export async function downloadAuditCsv(filters: AuditQuery): Promise<void> {
  const { page: _page, ...only } = filters;
  const url = URL.createObjectURL(await downloadApi(endpoints.audit.export, { query: only }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `audit-${new Date().toISOString().slice(0, 10)}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { splitLanguagePath } from '../../../../shared/language';
import type { z } from 'zod';
import type { auditListQuerySchema } from '../../../../shared/schemas/team';
import { API_BASE, callApi, endpoints, urlOf } from '../../../lib/api-client';
import { safeStorage, storageKeys } from '../../../lib/storage-keys';

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

/** The export needs the staff token, which a plain link would not send: fetched, then saved. */
export async function downloadAuditCsv(filters: AuditQuery): Promise<void> {
  const { page: _page, ...only } = filters;
  const token = safeStorage.get(storageKeys.accessToken);
  const response = await fetch(`${API_BASE}${urlOf(endpoints.audit.export, {}, only)}`, {
    headers: { 'accept-language': splitLanguagePath(window.location.pathname).language, ...(token ? { authorization: token } : {}) },
  });
  if (!response.ok) throw new Error(`export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: `audit-${new Date().toISOString().slice(0, 10)}.csv` });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

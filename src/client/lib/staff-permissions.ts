import { useQuery } from '@tanstack/react-query';
import { mayUse, type Permission, type StaffRole } from '../../shared/roles';
import type { AdminLink } from '../admin-links';
import { callApi, endpoints } from './api-client';
import { useSession } from './session';

export const staffProfileKey = ['admin', 'profile'] as const;

/**
 * The signed-in person's role on the team and what it permits, as the server says now (GET
 * /auth/profile): the admin shell shows only the screens the role may use. The server checks
 * every call anyway; this only hides what would be refused.
 */
export function useStaffPermissions(): { role: StaffRole | null; permissions: readonly Permission[]; loaded: boolean; may: (permission: Permission) => boolean } {
  const { isSignedIn } = useSession();
  const profile = useQuery({
    queryKey: staffProfileKey,
    queryFn: async () => (await callApi(endpoints.auth.profile)).results,
    enabled: isSignedIn,
    staleTime: 60_000,
  });
  const role = profile.data?.staffRole ?? null;
  return { role, permissions: profile.data?.permissions ?? [], loaded: profile.isSuccess, may: (permission) => mayUse(role, permission) };
}

/** These admin links, less those the role may not use once the role is known (all until then). */
export function useAllowedAdminLinks<L extends AdminLink>(links: readonly L[]): readonly L[] {
  const { may, loaded } = useStaffPermissions();
  return loaded ? links.filter((link) => may(link.permission)) : links;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { paths } from '../../../paths';
import { fetchProfile, profileQueryKey } from '../api/auth-api';
import { AuthCard, primaryButtonClass } from '../components/auth-card';

const m = messages.auth;

export function Component() {
  useDocumentTitle(m.profileTitle, 'Your account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, logout } = useSession();
  const profile = useQuery({ queryKey: [...profileQueryKey, user?.id], queryFn: fetchProfile, enabled: user !== null });

  useEffect(() => {
    if (!profile.isError) return;
    console.error('Could not load the profile', profile.error);
    // The server no longer accepts the token (secret rotated, account removed): sign in again.
    if (profile.error instanceof ApiError && profile.error.status === 401) logout();
  }, [profile.isError, profile.error, logout]);

  // Signed out here or by any refused call (the API client drops a token the server refuses).
  useEffect(() => {
    if (!user) void navigate(paths.login, { replace: true });
  }, [user, navigate]);

  // Spec: the e-mail, with a fallback address when it is missing (the token's, then a placeholder).
  const email = profile.data?.results?.email || user?.email || m.profileFallbackEmail;

  const onLogout = () => {
    logout();
    queryClient.removeQueries({ queryKey: profileQueryKey });
    void navigate(paths.login);
  };

  return (
    <AuthCard title={m.profileTitle}>
      <dl className="space-y-1">
        <dt className="text-sm font-medium text-gray-600">{m.profileEmail}</dt>
        <dd className="break-all text-lg font-semibold text-ink" aria-busy={profile.isPending}>
          {email}
        </dd>
      </dl>
      <button type="button" onClick={onLogout} className={`${primaryButtonClass} mt-8`}>
        {m.logout}
      </button>
    </AuthCard>
  );
}

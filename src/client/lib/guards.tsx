import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../paths';
import { useSession } from './session';

/** No token sends the user to /login; a wrong role sends them to /home. */
export function RequireAuth({ role }: { role?: 'admin' }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={paths.login} replace state={{ returnTo: location.pathname + location.search }} />;
  if (role === 'admin' && user.role !== 'admin') return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

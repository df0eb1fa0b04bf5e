import { Navigate, Outlet } from 'react-router';
import { hasAdminToken } from '@/config/auth';
import { paths } from '@/config/paths';

/** SPEC §2: the dashboard needs an admin token; otherwise go to the sign-in page. */
export function RequireAdmin() {
  return hasAdminToken() ? <Outlet /> : <Navigate to={paths.login} replace />;
}

import { Navigate, Outlet } from 'react-router';
import { hasAdminToken } from '@/config/auth';
import { paths } from '@/config/paths';

/** The dashboard needs an admin token; otherwise go to the sign-in page. */
export function RequireAdmin() {
  return hasAdminToken() ? <Outlet /> : <Navigate to={paths.login} replace />;
}

import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';

/**
 * The dashboard opens with a partner session, or view-only for an admin: an admin signed in to /admin
 * (adminToken in this origin's localStorage, role admin) simply opens /delivery/dashboard.
 * Without either, go to the sign-in page.
 */
export function RequireSession() {
  return getSession() ? <Outlet /> : <Navigate to={paths.login} replace />;
}

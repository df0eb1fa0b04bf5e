import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';

/** SPEC §2: customer pages need a signed-in customer; otherwise go to the sign-in page. */
export function RequireAuth() {
  const user = useUser();
  return user ? <Outlet /> : <Navigate to={paths.auth} replace />;
}

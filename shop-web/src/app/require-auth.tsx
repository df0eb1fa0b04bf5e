import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import type { ReturnState } from '@/lib/return-to';
import { useUser } from '@/lib/session';

/** Customer pages need a signed-in customer; a guest goes to sign in and comes back here afterwards. */
export function RequireAuth() {
  const user = useUser();
  const { pathname, search, hash } = useLocation();
  const state: ReturnState = { from: { pathname, search, hash } };
  return user ? <Outlet /> : <Navigate to={paths.auth} replace state={state} />;
}

import { Outlet } from 'react-router';
import { useSignOutOn401 } from '@farm-store/shared-ui/host/sign-out-on-401';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** Root of every route: a refused session on any call signs out (the partner's, or the admin token it borrowed). */
export function AppRoot() {
  useSignOutOn401({ setOnUnauthorized, clearSession, signInPath: paths.login });
  return <Outlet />;
}

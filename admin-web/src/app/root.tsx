import { Outlet } from 'react-router';
import { useSignOutOn401 } from '@farm-store/shared-ui/host/sign-out-on-401';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { clearAdminSession } from './sign-out';

/** Root of every route: an expired or revoked admin token (a 401 on any admin call) drops it and signs in again. */
export function AppRoot() {
  // The cache stays until the next sign-in (see sign-out.ts).
  useSignOutOn401({ setOnUnauthorized, clearSession: clearAdminSession, signInPath: paths.login, dropCache: false });
  return <Outlet />;
}

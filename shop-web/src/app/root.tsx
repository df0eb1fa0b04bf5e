import { Outlet } from 'react-router';
import { useSignOutOn401 } from '@farm-store/shared-ui/host/sign-out-on-401';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { signOut } from '@/lib/session';
import { ScrollRestoration } from './scroll-restoration';

/** Root of every route: a 401 on the customer's data signs them out (all local storage cleared). */
export function AppRoot() {
  useSignOutOn401({ setOnUnauthorized, clearSession: signOut, signInPath: paths.auth });
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import { Outlet } from 'react-router';
import { setOnUnauthorized } from '@/lib/api-client';
import { useSignOutOn401, type SignOutTools } from '@shared-ui-host/sign-out-on-401';
import { signOut } from './sign-out';

/** An expired or revoked admin token (a 401 on any admin call) drops it and signs in again. */
const signOutToLogin = ({ navigate }: SignOutTools) => signOut(navigate);

/** Root of every route. */
export function AppRoot() {
  useSignOutOn401(setOnUnauthorized, signOutToLogin);
  return <Outlet />;
}

import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { signOut } from '@/lib/session';
import { useSignOutOn401, type SignOutTools } from '@shared-ui-host/sign-out-on-401';

/** SPEC §4: a 401 on the customer's data signs them out (all local storage cleared). */
function signOutToAuth({ navigate, queryClient }: SignOutTools) {
  signOut();
  queryClient.clear();
  void navigate(paths.auth, { replace: true });
}

/** Root of every route. */
export function AppRoot() {
  useSignOutOn401(setOnUnauthorized, signOutToAuth);
  return <Outlet />;
}

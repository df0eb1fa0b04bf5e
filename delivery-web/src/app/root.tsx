import { Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useSignOutOn401, type SignOutTools } from '@shared-ui-host/sign-out-on-401';

/** An expired or revoked token on any call: drop the session and go to sign-in. */
function signOutToLogin({ navigate, queryClient }: SignOutTools) {
  clearSession();
  queryClient.clear();
  void navigate(paths.login, { replace: true });
}

/** Root of every route. */
export function AppRoot() {
  useSignOutOn401(setOnUnauthorized, signOutToLogin);
  return <Outlet />;
}

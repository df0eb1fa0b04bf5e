import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

type Navigator = { navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void };

/** An expired or revoked token on any call: drop the session and go to sign-in. */
export function signOutOn401(router: Navigator, queryClient: QueryClient) {
  setOnUnauthorized(() => {
    clearSession();
    queryClient.clear();
    void router.navigate(paths.login, { replace: true });
  });
}

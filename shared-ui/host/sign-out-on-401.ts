import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, type NavigateFunction } from 'react-router';

/** What an app's sign-out may need: the router and the query cache. */
export interface SignOutTools {
  navigate: NavigateFunction;
  queryClient: QueryClient;
}

/**
 * While the calling component is mounted (each app's root route), a request whose session the API refuses (a 401
 * on a call that carried the app's token; see api-client.ts) runs the app's `signOut`. Pass a module-level
 * function: a new one on every render would subscribe again each time.
 */
export function useSignOutOn401(
  setOnUnauthorized: (handler: (() => void) | undefined) => void,
  signOut: (tools: SignOutTools) => void,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setOnUnauthorized(() => signOut({ navigate, queryClient }));
    return () => setOnUnauthorized(undefined);
  }, [setOnUnauthorized, signOut, navigate, queryClient]);
}

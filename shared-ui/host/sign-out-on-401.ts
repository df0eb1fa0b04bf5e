import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

export interface SignOutOn401Options {
  /** The app's API client hook for a refused session (createApiClient's setOnUnauthorized). */
  setOnUnauthorized: (handler: (() => void) | undefined) => void;
  /** Drops the app's stored session. */
  clearSession: () => void;
  /** The app's sign-in screen. */
  signInPath: string;
  /**
   * Also drop every cached answer. The admin app keeps its cache until the next sign-in instead: clearing it while
   * the dashboard is still mounted refetches every list at once (see its login form).
   */
  dropCache?: boolean;
}

/** An expired or revoked token on any call: drop the session and go to sign-in (mounted once, at the route root). */
export function useSignOutOn401({ setOnUnauthorized, clearSession, signInPath, dropCache = true }: SignOutOn401Options) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setOnUnauthorized(() => {
      clearSession();
      if (dropCache) queryClient.clear();
      void navigate(signInPath, { replace: true });
    });
    return () => setOnUnauthorized(undefined);
  }, [setOnUnauthorized, clearSession, signInPath, dropCache, navigate, queryClient]);
}

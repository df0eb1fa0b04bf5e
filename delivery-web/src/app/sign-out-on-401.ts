import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** An expired or revoked token on any call: drop the session and go to sign-in. */
export function useSignOutOn401() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setOnUnauthorized(() => {
      clearSession();
      queryClient.clear();
      void navigate(paths.login, { replace: true });
    });
    return () => setOnUnauthorized(undefined);
  }, [navigate, queryClient]);
}

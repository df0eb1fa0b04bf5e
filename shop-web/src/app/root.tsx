import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { signOut } from '@/lib/session';
import { ScrollRestoration } from './scroll-restoration';

/** Root of every route: a 401 on the customer's data signs them out (all local storage cleared). */
export function AppRoot() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setOnUnauthorized(() => {
      signOut();
      queryClient.clear();
      void navigate(paths.auth, { replace: true });
    });
    return () => setOnUnauthorized(undefined);
  }, [navigate, queryClient]);
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setOnUnauthorized } from '@/lib/api-client';
import { signOut } from './sign-out';

/** Root of every route: an expired or revoked admin token (a 401 on any admin call) drops it and signs in again. */
export function AppRoot() {
  const navigate = useNavigate();
  useEffect(() => {
    setOnUnauthorized(() => signOut(navigate));
    return () => setOnUnauthorized(undefined);
  }, [navigate]);
  return <Outlet />;
}

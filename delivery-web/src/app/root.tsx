import { Outlet } from 'react-router';
import { useSignOutOn401 } from './sign-out-on-401';

/** Root of every route: a refused session on any call signs out (see sign-out-on-401.ts). */
export function AppRoot() {
  useSignOutOn401();
  return <Outlet />;
}

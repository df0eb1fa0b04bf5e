import { Navigate, useLocation } from 'react-router';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { returnPath } from '@/lib/return-to';
import { useUser } from '@/lib/session';

export function AuthRoute() {
  const user = useUser();
  const state: unknown = useLocation().state;
  return user ? <Navigate to={returnPath(state)} replace /> : <AuthScreen />;
}

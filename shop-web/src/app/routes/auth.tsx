import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useUser } from '@/lib/session';

export function AuthRoute() {
  const user = useUser();
  return user ? <Navigate to={paths.home} replace /> : <AuthScreen />;
}

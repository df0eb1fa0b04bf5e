import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { AUTH_TOKEN_KEY } from '@/config/auth';
import { api, type ContractType } from '@/lib/api-client';

/** Changes the signed-in staff member's password; every other session ends, this one continues with the fresh token. */
export const changePassword = (body: ContractType<'accounts/ChangePasswordSchema'>) =>
  api.put('/api/admin/me/password', body, { contract: 'accounts/FreshTokenSchema' });

export const useChangePassword = () =>
  useSingleFlight(
    useMutation({
      mutationFn: changePassword,
      onSuccess: ({ token }) => localStorage.setItem(AUTH_TOKEN_KEY, token),
    }),
  );

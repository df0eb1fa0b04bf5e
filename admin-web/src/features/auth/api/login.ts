import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api, type ContractType } from '@/lib/api-client';

export type AdminCredentials = ContractType<'accounts/AdminLoginSchema'>;

export type AdminSession = ContractType<'accounts/AdminSessionSchema'>;

export const login = (credentials: AdminCredentials) => api.post('/api/admin/login', credentials, { contract: 'accounts/AdminSessionSchema' });

export const useLogin = () => useSingleFlight(useMutation({ mutationFn: login }));

import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import type { StaffSession } from '../utils/staff-session';

export interface AdminCredentials {
  username: string;
  password: string;
}

export interface AdminSession {
  success: boolean;
  token?: string;
  msg?: string;
  /** Who signed in and what their role may do. */
  staff?: StaffSession;
}

export const login = (credentials: AdminCredentials) => api.post<AdminSession>('/api/admin/login', credentials);

export const useLogin = () => useSingleFlight(useMutation({ mutationFn: login }));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export interface AdminUser {
  id: string;
  name: string;
  phone: string;
  addresses: Array<{ label: string; value: string }>;
  created_at: string;
}

export const getUsers = () => api.get<AdminUser[]>('/api/admin/users');

export const usersQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'users'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());

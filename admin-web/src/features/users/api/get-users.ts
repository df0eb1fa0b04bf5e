import { useQuery } from '@tanstack/react-query';
import type { ContractType } from '@/lib/api-client';
import { getListPage, listPageQueryOptions, type ListSearch } from '@/lib/list-search';

export type AdminUser = ContractType<'accounts/AdminUserSchema'>;

export const USERS_PER_PAGE = 20;

/** One page of customers, newest first, searched by name or phone on the server. */
export const getUsers = (search: ListSearch) => getListPage<AdminUser>('/api/admin/users', search, USERS_PER_PAGE, 'accounts/AdminUserListSchema');

export const usersQueryOptions = (search?: ListSearch) => listPageQueryOptions('users', getUsers, search);

export const useUsers = (search?: ListSearch) => useQuery(usersQueryOptions(search));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import type { ContractType } from '@/lib/api-client';
import { getListPage, type ListSearch } from '@/lib/list-search';

export type AdminUser = ContractType<'accounts/UserSchema'>;

export const USERS_PER_PAGE = 20;
const FIRST_PAGE: ListSearch = { q: '', page: 1 };

/** One page of customers, newest first, searched by name or phone on the server. */
export const getUsers = (search: ListSearch) => getListPage<AdminUser>('/api/admin/users', search, USERS_PER_PAGE, 'accounts/UserListSchema');

// The previous page stays on screen while the next one loads.
export const usersQueryOptions = (search: ListSearch = FIRST_PAGE) =>
  queryOptions({ queryKey: [...adminDataKey, 'users', search], queryFn: () => getUsers(search), placeholderData: keepPreviousData });

export const useUsers = (search: ListSearch = FIRST_PAGE) => useQuery(usersQueryOptions(search));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type DeliveryPartner = ContractType<'partners/PartnerSchema'>;

export const getPartners = () => api.get('/api/admin/delivery-partners', { contract: 'partners/PartnerListSchema' });

export const partnersQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'partners'], queryFn: getPartners });

export const usePartners = () => useQuery(partnersQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export interface DeliveryPartner {
  id: string;
  name: string;
  phone: string;
  active: boolean;
}

export const getPartners = () => api.get<DeliveryPartner[]>('/api/admin/delivery-partners');

export const partnersQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'partners'], queryFn: getPartners });

export const usePartners = () => useQuery(partnersQueryOptions());

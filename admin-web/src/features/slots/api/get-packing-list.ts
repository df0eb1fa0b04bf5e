import { useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type PackingList = ContractType<'slots/PackingListSchema'>;

export const getPackingList = (slotId: string) =>
  api.get(`/api/admin/slots/${encodeURIComponent(slotId)}/packing-list`, { contract: 'slots/PackingListSchema' });

export const usePackingList = (slotId: string) => useQuery({ queryKey: [...adminDataKey, 'packing-list', slotId], queryFn: () => getPackingList(slotId) });

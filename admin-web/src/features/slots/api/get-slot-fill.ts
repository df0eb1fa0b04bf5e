import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type SlotFillList = ContractType<'slots/SlotFillListSchema'>;
export type SlotFill = ContractType<'slots/SlotFillSchema'>;

/** The next 3 days' slots (from today, Hyderabad), each with its orders and kilograms taken. */
export const getSlotFill = () => api.get('/api/admin/slots', { contract: 'slots/SlotFillListSchema' });

export const slotFillQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'slot-fill'], queryFn: getSlotFill });

export const useSlotFill = () => useQuery(slotFillQueryOptions());

/** A slot an order can still be put in: not past its cut-off, not full. */
export const isSlotOpen = (slot: SlotFill) => slot.status === 'open' || slot.status === 'few_left';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type StoreSettings = ContractType<'bills/StoreSettingsSchema'>;

const path = '/api/admin/store-settings';
const settingsKey = [...adminDataKey, 'store-settings'];

export const getStoreSettings = () => api.get(path, { contract: 'bills/StoreSettingsSchema' });
export const useStoreSettings = () => useQuery({ queryKey: settingsKey, queryFn: getStoreSettings });

/** Sends what the owner edits; the state and `complete` are the API's to say. */
export const saveStoreSettings = ({ legal_name, legal_name_te, address, gstin, fssai, invoice_prefix }: StoreSettings) =>
  api.put(path, { legal_name, legal_name_te, address, gstin, fssai, invoice_prefix }, { contract: 'bills/StoreSettingsSchema' });

/** The saved settings are the API's answer, kept as they are (no second request). */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn: saveStoreSettings, onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved) }));
}

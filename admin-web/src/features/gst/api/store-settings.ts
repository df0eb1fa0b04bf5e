import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import type { Static } from 'typebox';
import type { StoreSettingsSchema } from '@farm-store/contracts/bills';
import { api } from '@/lib/api-client';

// Typed from the schema itself: the API client's contract names do not list the bills area yet.
export type StoreSettings = Static<typeof StoreSettingsSchema>;

const path = '/api/admin/store-settings';
const settingsKey = [...adminDataKey, 'store-settings'];

export const getStoreSettings = () => api.get<StoreSettings>(path);
export const useStoreSettings = () => useQuery({ queryKey: settingsKey, queryFn: getStoreSettings });

/** Sends what the owner edits; the state and `complete` are the API's to say. */
export const saveStoreSettings = ({ legal_name, legal_name_te, address, gstin, fssai, invoice_prefix }: StoreSettings) =>
  api.put<StoreSettings>(path, { legal_name, legal_name_te, address, gstin, fssai, invoice_prefix });

/** The saved settings are the API's answer, kept as they are (no second request). */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn: saveStoreSettings, onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved) }));
}

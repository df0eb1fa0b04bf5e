import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type DeliverySettings = ContractType<'doorstep/DeliverySettingsSchema'>;

const path = '/api/admin/delivery-settings';
const settingsKey = [...adminDataKey, 'delivery-settings'];

export const getDeliverySettings = () => api.get(path, { contract: 'doorstep/DeliverySettingsSchema' });
export const useDeliverySettings = () => useQuery({ queryKey: settingsKey, queryFn: getDeliverySettings });

export const saveDeliverySettings = (settings: DeliverySettings) => api.put(path, settings, { contract: 'doorstep/DeliverySettingsSchema' });

/** The saved settings are the API's answer, kept as they are (no second request). */
export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn: saveDeliverySettings, onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved) }));
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type PaymentSettings = ContractType<'payments/PaymentSettingsSchema'>;

const path = '/api/admin/payments/settings';
const settingsKey = [...adminDataKey, 'payment-settings'];

export const getPaymentSettings = () => api.get(path, { contract: 'payments/PaymentSettingsSchema' });
export const usePaymentSettings = () => useQuery({ queryKey: settingsKey, queryFn: getPaymentSettings });

export const savePaymentSettings = (settings: PaymentSettings) => api.put(path, settings, { contract: 'payments/PaymentSettingsSchema' });

/** The saved settings are the API's answer, kept as they are (no second request). */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn: savePaymentSettings, onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved) }));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

export type PaymentOptions = ContractType<'payments/PaymentOptionsSchema'>;

export const getPaymentOptions = () => api.get('/api/payments/options', { contract: 'payments/PaymentOptionsSchema' });

export const paymentOptionsQueryOptions = () => queryOptions({ queryKey: ['payment-options'], queryFn: getPaymentOptions, staleTime: 5 * 60_000 });

export const usePaymentOptions = () => useQuery(paymentOptionsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getHealth = () => api.get('/api/health', { contract: 'health/HealthSchema' });

export const healthQueryOptions = () => queryOptions({ queryKey: ['health'], queryFn: getHealth, retry: false, staleTime: 60_000 });

export const useHealth = () => useQuery(healthQueryOptions());

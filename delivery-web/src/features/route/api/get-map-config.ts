import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ContractType } from '@/lib/api-client';

export type MapConfig = ContractType<'doorstep/MapConfigSchema'>;

export const mapConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['map-config'],
    queryFn: () => api.get('/api/map', { contract: 'doorstep/MapConfigSchema' }),
    // The tiles and the store's place change only when staff change the settings.
    staleTime: Infinity,
  });

export const useMapConfig = () => useQuery(mapConfigQueryOptions());

import { api, type ContractType } from '@/lib/api-client';

export type Coordinates = ContractType<'partners/LocationSchema'>;

/** Where the partner is now; what the customer's tracking call returns. */
export const updateLocation = (coordinates: Coordinates) => api.put('/api/delivery/location', coordinates, { contract: 'partners/LocationSavedSchema' });

import { api } from '@/lib/api-client';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Where the partner is now; what the customer's tracking call returns. */
export const updateLocation = (coordinates: Coordinates) => api.put<unknown>('/api/delivery/location', coordinates);

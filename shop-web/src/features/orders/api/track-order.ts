import { useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { openEventStream } from '@farm-store/shared-ui/host/event-stream';
import { AUTH_HEADER, AUTH_TOKEN_KEY } from '@/config/auth';
import { api, type ContractType } from '@/lib/api-client';
import { ordersQueryOptions } from './get-orders';

export type Track = ContractType<'doorstep/TrackSchema'>;

/** While the live stream is down, the order's track is read this often instead. */
export const TRACK_POLL_MS = 15_000;

const trackPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/track`;

export const getTrack = (orderId: string) => api.get(trackPath(orderId), { contract: 'doorstep/TrackSchema' });

export const trackQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'track'], queryFn: () => getTrack(orderId), staleTime: 0, retry: false });

/** The map's tiles and the store's place change only with a deploy or the store's settings: read once a visit. */
export const mapConfigQueryOptions = () =>
  queryOptions({ queryKey: ['map'], queryFn: () => api.get('/api/map', { contract: 'doorstep/MapConfigSchema' }), staleTime: Infinity });

export const useMapConfig = () => useQuery(mapConfigQueryOptions());

type StreamState = 'connecting' | 'open' | 'down';

/**
 * The rider's position and arrival time of an order out for delivery: pushed by the API's event stream (read with
 * fetch so the token stays in its header), polled every 15 s only while the stream is down. Mounted only while the
 * order is expanded, so both stop when it is collapsed.
 */
export function useOrderTrack(orderId: string) {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<StreamState>('connecting');

  useEffect(() => {
    const { queryKey } = trackQueryOptions(orderId);
    return openEventStream({
      path: `${trackPath(orderId)}/events`,
      authHeader: AUTH_HEADER,
      tokenKey: AUTH_TOKEN_KEY,
      onEvent: (e) => {
        if (e.event === 'track') queryClient.setQueryData(queryKey, JSON.parse(e.data) as Track);
      },
      onState: (open) => setStream(open ? 'open' : 'down'),
      // A refused stream is not signed out from here: polling takes over, and a refused poll signs out as any call does.
    });
  }, [orderId, queryClient]);

  const track = useQuery({ ...trackQueryOptions(orderId), enabled: stream === 'down', refetchInterval: TRACK_POLL_MS, refetchIntervalInBackground: false });

  // The rider's arrival and the end of the delivery are timeline entries and a new status: the order card reloads.
  const moment = track.data ? `${track.data.delivery_status}:${track.data.arrived}` : null;
  const seen = useRef(moment);
  useEffect(() => {
    if (moment === null || seen.current === moment) return;
    const first = seen.current === null;
    seen.current = moment;
    if (!first) void queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey, exact: true });
  }, [moment, queryClient]);

  useEffect(() => {
    // Polling failures are only logged: the last known position stays up.
    if (track.error) console.warn('Could not fetch the delivery track.', track.error);
  }, [track.error]);

  return track;
}

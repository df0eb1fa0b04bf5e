import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** TanStack Query defaults of every app: 30 s fresh data, no refetch on focus, retries only where they can help. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network blips and 5xx might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}

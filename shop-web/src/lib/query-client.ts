import { createQueryClient } from '@farm-store/shared-ui/host/query-client';

export { createQueryClient };

/** This app's one query cache. */
export const queryClient = createQueryClient();

const defaults = queryClient.getDefaultOptions();
const retryOnline = defaults.queries?.retry;

// Offline, a call still goes out and ends: the service worker answers it (a saved catalogue page, or a 503
// saying it is not saved on this device), and the screen shows that answer. TanStack's defaults would pause
// it instead (before the call, or before a retry), leaving skeletons and busy buttons up until the connection
// returns. Retrying is for blips while online.
queryClient.setDefaultOptions({
  ...defaults,
  queries: {
    ...defaults.queries,
    networkMode: 'always',
    retry: (failureCount: number, error: Error) =>
      navigator.onLine && (typeof retryOnline === 'function' ? retryOnline(failureCount, error) : Boolean(retryOnline ?? failureCount < 3)),
  },
  mutations: { ...defaults.mutations, networkMode: 'always' },
});

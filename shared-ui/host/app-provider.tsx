import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from './kit';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh cache; the app's own is the default. */
  queryClient?: QueryClient;
}

/**
 * The providers of an app with no language choice (admin, delivery): its query cache, and the kit's toasts inside a
 * Suspense boundary (kit components load on demand). The shop composes the same with its language provider.
 */
export function createAppProvider(appQueryClient: QueryClient) {
  return function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
    return (
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <ToastProvider>{children}</ToastProvider>
        </Suspense>
      </QueryClientProvider>
    );
  };
}

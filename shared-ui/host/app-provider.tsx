import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from './kit';

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass a fresh cache; the app's own is the default. */
  queryClient?: QueryClient;
}

interface AppProviderOptions {
  /** The toasts' dismiss button's name in the app's language (a hook: the shop's follows the chosen language). */
  useDismissLabel?: () => string | undefined;
}

/**
 * The providers of every app: its query cache, and the kit's toasts inside a Suspense boundary (kit components load
 * on demand).
 */
export function createAppProvider(appQueryClient: QueryClient, { useDismissLabel = () => undefined }: AppProviderOptions = {}) {
  function Toasts({ children }: { children: ReactNode }) {
    return <ToastProvider dismissLabel={useDismissLabel()}>{children}</ToastProvider>;
  }
  return function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
    return (
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Toasts>{children}</Toasts>
        </Suspense>
      </QueryClientProvider>
    );
  };
}

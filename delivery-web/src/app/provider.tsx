import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { ToastProvider } from '@farm-store/shared-ui/host/kit';

export function AppProvider({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <ToastProvider>{children}</ToastProvider>
      </Suspense>
    </QueryClientProvider>
  );
}

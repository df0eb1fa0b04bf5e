import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppProviderProps } from '@farm-store/shared-ui/host/app-provider';
import { ToastProvider } from '@farm-store/shared-ui/host/kit';
import { useTranslation } from '@/i18n/i18n';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** As the other apps' providers (shared-ui's createAppProvider), inside the shopper's language. */
export function AppProvider({ children, queryClient = appQueryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <Toasts>{children}</Toasts>
      </Suspense>
    </QueryClientProvider>
  );
}

/** The kit's toasts, with their dismiss button named in the chosen language. */
function Toasts({ children }: AppProviderProps) {
  const { t } = useTranslation();
  return <ToastProvider dismissLabel={t('kit.dismiss')}>{children}</ToastProvider>;
}

import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { ToastProvider } from '@farm-store/shared-ui/host/kit';

export function AppProvider({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Toasts>{children}</Toasts>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The kit's toasts, with their dismiss button named in the chosen language. */
function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <ToastProvider dismissLabel={t('kit.dismiss')}>{children}</ToastProvider>;
}

import { createAppProvider } from '@farm-store/shared-ui/host/app-provider';
import { useTranslation } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';

/** As the other apps' providers, with the toasts' dismiss button named in the shopper's language. */
export const AppProvider = createAppProvider(queryClient, { useDismissLabel: () => useTranslation().t('kit.dismiss') });

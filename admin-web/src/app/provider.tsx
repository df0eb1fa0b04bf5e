import { createAppProvider } from '@farm-store/shared-ui/host/app-provider';
import { queryClient } from '@/lib/query-client';

export const AppProvider = createAppProvider(queryClient);

import { createQueryClient } from '@farm-store/shared-ui/host/query-client';

export { createQueryClient };

/** This app's one query cache. */
export const queryClient = createQueryClient();

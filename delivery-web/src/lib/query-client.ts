import { createQueryClient } from '@shared-ui-host/query-client';

export { createQueryClient };

/** This app's one query cache. */
export const queryClient = createQueryClient();

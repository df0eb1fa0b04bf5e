import { createApiClient } from '@farm-store/shared-ui/host/api-client';
import { AUTH_HEADER, AUTH_TOKEN_KEY } from '@/config/auth';

export { ApiError, errorMessage, type ContractType, type RequestOptions } from '@farm-store/shared-ui/host/api-client';

/** This app's API client: its session token travels in AUTH_HEADER (see config/auth.ts). */
export const { api, request, setOnUnauthorized, sessionRefused } = createApiClient({ authHeader: AUTH_HEADER, tokenKey: AUTH_TOKEN_KEY });

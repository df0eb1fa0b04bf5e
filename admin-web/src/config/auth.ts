/** Admin session: the token lives in localStorage under `adminToken` and travels in x-admin-token. */
export const AUTH_HEADER = 'x-admin-token';
export const AUTH_TOKEN_KEY = 'adminToken';

export const hasAdminToken = () => Boolean(localStorage.getItem(AUTH_TOKEN_KEY));

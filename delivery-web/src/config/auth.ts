/** Partner session: token and partner record in localStorage; the token travels in x-partner-token. */
export const AUTH_HEADER = 'x-partner-token';
export const AUTH_TOKEN_KEY = 'partnerToken';
export const PARTNER_KEY = 'partner';

/** The admin app's session (same origin, so the same localStorage): key adminToken, header x-admin-token. */
export const ADMIN_HEADER = 'x-admin-token';
export const ADMIN_TOKEN_KEY = 'adminToken';

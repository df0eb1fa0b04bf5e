/** Partner session: token and partner record in localStorage; the token travels in x-partner-token. */
export const AUTH_HEADER = 'x-partner-token';
export const AUTH_TOKEN_KEY = 'partnerToken';
export const PARTNER_KEY = 'partner';

export const hasPartnerToken = () => Boolean(localStorage.getItem(AUTH_TOKEN_KEY));

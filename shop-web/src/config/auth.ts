/** Customer session: token and user record kept in localStorage; the token travels in x-auth-token. */
export const AUTH_HEADER = 'x-auth-token';
export const AUTH_TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export const paths = {
  home: '/',
  auth: '/auth',
} as const;

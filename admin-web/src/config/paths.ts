// Paths inside the /admin/ base (React Router adds the basename).
export const paths = {
  dashboard: '/',
  login: '/login',
} as const;

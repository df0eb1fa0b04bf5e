// Paths inside the /delivery/ base (React Router adds the basename).
export const paths = {
  login: '/login',
  dashboard: '/dashboard',
} as const;

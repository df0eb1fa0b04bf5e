/** Vite's base ('/', '/admin/') without the trailing slash React Router's basename must not have. */
export const basename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

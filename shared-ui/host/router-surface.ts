/**
 * The part of react-router the apps use. react-router is shared between the apps as a module-federation
 * singleton, and a shared package is normally built whole (some 64 KB of gzip for react-router 7), because
 * the federation runtime cannot know which exports a consumer will ask for. The apps only need the
 * declarative router, so vite-host.ts shares react-router as react-router's own build reduced to these
 * exports (~14 KB). A test (host/__tests__/router-surface.test.ts) fails when app code imports anything else:
 * add the name here then.
 */
export const ROUTER_SURFACE = [
  'BrowserRouter',
  'Link',
  'Navigate',
  'NavLink',
  'Outlet',
  'useLocation',
  'useNavigate',
  'useRoutes',
  'useSearchParams',
] as const;

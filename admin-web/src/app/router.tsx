import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAdmin } from './require-admin';
import { AppRoot } from './root';
import { DashboardTabRoute } from './routes/dashboard';
import { LoginRoute } from './routes/login';
import { PackingListRoute } from './routes/packing-list';
import { PackOrderRoute } from './routes/pack-order';

// Route table, relative to /admin/.
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      { path: paths.login, Component: LoginRoute },
      {
        Component: RequireAdmin,
        // `/` and an unknown or forbidden tab go to the first tab the role may use.
        children: [
          { path: paths.dashboard, Component: DashboardTabRoute },
          { path: paths.tab, Component: DashboardTabRoute },
          { path: paths.packingList, Component: PackingListRoute },
          { path: paths.packOrder, Component: PackOrderRoute },
        ],
      },
      { path: '*', element: <Navigate to={paths.dashboard} replace /> },
    ],
  },
];

/** The screen for the current URL (inside main.tsx's BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

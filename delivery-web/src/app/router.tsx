import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireSession } from './require-session';
import { AppRoot } from './root';
import { DashboardRoute } from './routes/dashboard';
import { LoginRoute } from './routes/login';

// Route table, relative to /delivery/.
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      { path: paths.login, Component: LoginRoute },
      { Component: RequireSession, children: [{ path: paths.dashboard, Component: DashboardRoute }] },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

/** The screen for the current URL (inside main.tsx's BrowserRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

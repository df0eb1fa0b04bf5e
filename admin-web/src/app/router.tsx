import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { hasAdminToken } from '@/config/auth';
import { basename } from '@/config/env';
import { paths } from '@/config/paths';
import { DashboardRoute } from './routes/dashboard';
import { LoginRoute } from './routes/login';

const requireAdmin = () => (hasAdminToken() ? null : redirect(paths.login));

// Route table per SPEC §2, relative to /admin/.
export const routes: RouteObject[] = [
  {
    // Guards are loaders; this renders nothing while they decide on the first load.
    HydrateFallback: () => null,
    children: [
      { path: paths.login, Component: LoginRoute },
      { path: paths.dashboard, loader: requireAdmin, Component: DashboardRoute },
      { path: '*', element: <Navigate to={paths.dashboard} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename });

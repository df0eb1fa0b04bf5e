import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { hasPartnerToken } from '@/config/auth';
import { basename } from '@/config/env';
import { paths } from '@/config/paths';
import { DashboardRoute } from './routes/dashboard';
import { LoginRoute } from './routes/login';

const requirePartner = () => (hasPartnerToken() ? null : redirect(paths.login));

// Route table per SPEC §2, relative to /delivery/.
export const routes: RouteObject[] = [
  {
    // Guards are loaders; this renders nothing while they decide on the first load.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      { path: paths.login, Component: LoginRoute },
      { path: paths.dashboard, loader: requirePartner, Component: DashboardRoute },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename });

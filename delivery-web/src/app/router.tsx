import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import { basename } from '@/config/env';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { DashboardRoute } from './routes/dashboard';
import { LoginRoute } from './routes/login';

// The dashboard opens with a partner session, or view-only for an admin: an admin signed in to /admin
// (adminToken in this origin's localStorage, role admin) simply opens /delivery/dashboard (SPEC §6).
const requireSession = () => (getSession() ? null : redirect(paths.login));

// Route table per SPEC §2, relative to /delivery/.
export const routes: RouteObject[] = [
  {
    // Guards are loaders; this renders nothing while they decide on the first load.
    HydrateFallback: () => null,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      { path: paths.login, Component: LoginRoute },
      { path: paths.dashboard, loader: requireSession, Component: DashboardRoute },
      { path: '*', element: <Navigate to={paths.login} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes, { basename });

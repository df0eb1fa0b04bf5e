import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { basename } from '@/config/env';
import { paths } from '@/config/paths';
import { HomeRoute } from './routes/home';

// Route table per SPEC §2; screens are added here as they are built.
export const routes: RouteObject[] = [
  { path: paths.home, Component: HomeRoute },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

export const createRouter = () => createBrowserRouter(routes, { basename });

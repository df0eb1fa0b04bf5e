import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';
import { signOut } from '@/app/sign-out';
import { setOnUnauthorized } from '@/lib/api-client';
import { basename } from '@/config/env';

const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/**
 * Renders the real route table at `url` (a full path including the app's base, e.g. '/admin/login').
 * Async because the providers suspend while the UI kit loads; React 19 only resumes
 * a suspended tree inside an awaited act().
 */
export async function renderApp(url: string, { routes = appRoutes }: { routes?: RouteObject[] } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url], basename });
  const queryClient = createTestQueryClient();
  const user = userEvent.setup();
  // As in main.tsx: a 401 from any admin call signs out.
  setOnUnauthorized(() => signOut(router.navigate));
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
  });
  return { ...view, router, queryClient, user };
}

/** Renders one component with the app's providers and a router, for component tests. */
export function renderWithProviders(ui: ReactElement) {
  return renderApp(basename, { routes: [{ path: '*', element: ui }] });
}

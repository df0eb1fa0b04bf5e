// Test rendering every app shares: its real route table in a memory router, inside its own providers.
import type { ComponentType, ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

type AppRouter = ReturnType<typeof createMemoryRouter>;

interface AppUnderTest {
  AppProvider: ComponentType<{ children: ReactNode; queryClient?: QueryClient }>;
  routes: RouteObject[];
  basename: string;
  /** Wiring main.tsx does around the router (e.g. what a 401 means). */
  onRouter?: (router: AppRouter) => void;
}

const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

export function createAppRenderer({ AppProvider, routes: appRoutes, basename, onRouter }: AppUnderTest) {
  /**
   * Renders the real route table at `url` (a full path including the app's base, e.g. '/admin/login').
   * Async because the providers suspend while the UI kit loads; React 19 only resumes
   * a suspended tree inside an awaited act().
   */
  async function renderApp(url: string, { routes = appRoutes }: { routes?: RouteObject[] } = {}) {
    const router = createMemoryRouter(routes, { initialEntries: [url], basename });
    onRouter?.(router);
    const queryClient = createTestQueryClient();
    const user = userEvent.setup();
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

  return { renderApp };
}

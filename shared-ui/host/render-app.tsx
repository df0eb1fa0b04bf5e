// Test rendering every app shares: its real route table in a memory router, inside its own providers.
import { Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type Location, type NavigateOptions, type RouteObject, type To } from 'react-router';

interface AppUnderTest {
  AppProvider: ComponentType<{ children: ReactNode; queryClient?: QueryClient }>;
  routes: RouteObject[];
  basename: string;
}

/** What a test sees of the router: where the app is (the full path, base included) and a way to move it. */
export interface TestRouter {
  readonly state: { readonly location: Location };
  navigate(to: To, options?: NavigateOptions): void;
}

const createTestQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

/** '/login' under '/admin' is '/admin/login'; the app's root is the base itself ('/admin'), as the browser shows it. */
const withBase = (basename: string, pathname: string) => (basename === '/' ? pathname : pathname === '/' ? basename : `${basename}${pathname}`);

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Keeps the test's router handle on the location the app shows, and its navigate function. */
function RouterProbe({
  basename,
  onChange,
}: {
  basename: string;
  onChange: (location: Location, navigate: (to: To, options?: NavigateOptions) => void) => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ ...location, pathname: withBase(basename, location.pathname) }, (to, options) => void navigate(to, options));
  });
  return null;
}

export function createAppRenderer({ AppProvider, routes: appRoutes, basename }: AppUnderTest) {
  /**
   * Renders the real route table at `url` (a full path including the app's base, e.g. '/admin/login').
   * Async because the providers suspend while the UI kit loads; React 19 only resumes
   * a suspended tree inside an awaited act().
   */
  async function renderApp(url: string, { routes = appRoutes }: { routes?: RouteObject[] } = {}) {
    let location: Location | undefined;
    let navigateTo: ((to: To, options?: NavigateOptions) => void) | undefined;
    const router: TestRouter = {
      state: {
        get location() {
          if (!location) throw new Error('The app has not rendered yet.');
          return location;
        },
      },
      navigate(to, options) {
        if (!navigateTo) throw new Error('The app has not rendered yet.');
        navigateTo(to, options);
      },
    };
    const queryClient = createTestQueryClient();
    const user = userEvent.setup();
    let view!: RenderResult;
    // eslint-disable-next-line @typescript-eslint/require-await -- an async act also lets the promises the first render starts (lazy screens, queries) settle
    await act(async () => {
      view = render(
        <AppProvider queryClient={queryClient}>
          <MemoryRouter initialEntries={[url]} basename={basename}>
            {/* As main.tsx: a screen loading for the first time shows nothing. */}
            <Suspense fallback={null}>
              <RouteTable routes={routes} />
            </Suspense>
            <RouterProbe
              basename={basename}
              onChange={(current, navigate) => {
                location = current;
                navigateTo = navigate;
              }}
            />
          </MemoryRouter>
        </AppProvider>,
      );
    });
    return { ...view, router, queryClient, user };
  }

  return { renderApp };
}

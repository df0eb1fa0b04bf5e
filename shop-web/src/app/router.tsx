import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '@/components/layout/app-layout';
import { HeaderSearch } from '@/features/catalogue/components/header-search';
import { DeliverToBar } from '@/features/delivery-area/components/deliver-to-bar';
import { paths } from '@/config/paths';
import { RequireAuth } from './require-auth';
import { ScreenBoundary } from './screen-boundary';
import { AppRoot } from './root';
import { HomeRoute } from './routes/home';

/** A route's screen, loaded on first visit (one chunk per route); the catalogue ships with the first load. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  const handle: ScreenHandle = { load };
  return {
    element: (
      <ScreenBoundary>
        <Screen />
      </ScreenBoundary>
    ),
    handle,
  };
};

interface ScreenHandle {
  load: () => Promise<unknown>;
}

// Route table.
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    children: [
      {
        path: paths.auth,
        ...screen(
          () => import('./routes/auth'),
          (m) => m.AuthRoute,
        ),
      },
      {
        element: <AppLayout searchBox={<HeaderSearch />} deliveryBar={<DeliverToBar />} />,
        children: [
          { index: true, Component: HomeRoute },
          {
            path: paths.product,
            ...screen(
              () => import('./routes/product'),
              (m) => m.ProductRoute,
            ),
          },
          {
            path: paths.search,
            ...screen(
              () => import('@/features/catalogue/components/search-results'),
              (m) => m.SearchResults,
            ),
          },
          {
            path: paths.vendor,
            ...screen(
              () => import('@/features/inquiries/components/partner-pages'),
              (m) => m.VendorPage,
            ),
          },
          {
            path: paths.franchise,
            ...screen(
              () => import('@/features/inquiries/components/partner-pages'),
              (m) => m.FranchisePage,
            ),
          },
          {
            path: paths.coupons,
            ...screen(
              () => import('./routes/coupons'),
              (m) => m.CouponsRoute,
            ),
          },
          {
            path: paths.aboutUs,
            ...screen(
              () => import('@/features/info/components/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: paths.help,
            ...screen(
              () => import('@/features/info/components/help-page'),
              (m) => m.HelpPage,
            ),
          },
          {
            path: paths.privacy,
            ...screen(
              () => import('@/features/info/components/privacy-page'),
              (m) => m.PrivacyPage,
            ),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: paths.cart,
                ...screen(
                  () => import('./routes/cart'),
                  (m) => m.CartRoute,
                ),
              },
              {
                path: paths.checkout,
                ...screen(
                  () => import('./routes/checkout'),
                  (m) => m.CheckoutRoute,
                ),
              },
              {
                path: paths.payment,
                ...screen(
                  () => import('./routes/payment'),
                  (m) => m.PaymentRoute,
                ),
              },
              {
                path: paths.orderSuccess,
                ...screen(
                  () => import('./routes/order-success'),
                  (m) => m.OrderSuccessRoute,
                ),
              },
              {
                path: paths.account,
                ...screen(
                  () => import('./routes/account'),
                  (m) => m.AccountRoute,
                ),
              },
              {
                path: paths.subscriptions,
                ...screen(
                  () => import('./routes/subscriptions'),
                  (m) => m.SubscriptionsRoute,
                ),
              },
              {
                path: paths.subscription,
                ...screen(
                  () => import('./routes/subscriptions'),
                  (m) => m.SubscriptionRoute,
                ),
              },
              {
                path: paths.addresses,
                ...screen(
                  () => import('./routes/addresses'),
                  (m) => m.AddressesRoute,
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * Starts downloading the screen of the URL the shop was opened at (a shared product link, a reload on the cart)
 * while the app starts, instead of once the first render asks for it. A failed download is left to the screen's
 * own loading, which shows its error.
 */
export function preloadScreen(pathname: string) {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    (route.handle as ScreenHandle | undefined)?.load().catch(() => undefined);
  }
}

/**
 * The screen for the current URL (inside main.tsx's BrowserRouter). While a deep link's screen loads for
 * the first time it shows nothing rather than a flash; later visits to a screen not loaded yet keep the
 * current screen until it arrives (the router navigates in a transition).
 */
export function AppRoutes() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

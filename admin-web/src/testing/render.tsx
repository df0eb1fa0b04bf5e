import { createAppRenderer } from '@shared-ui-host/render-app';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { signOut } from '@/app/sign-out';
import { basename } from '@/config/env';
import { setOnUnauthorized } from '@/lib/api-client';

export const { renderApp } = createAppRenderer({
  AppProvider,
  routes,
  basename,
  // As in main.tsx: a 401 from any admin call signs out.
  onRouter: (router) => setOnUnauthorized(() => signOut(router.navigate)),
});

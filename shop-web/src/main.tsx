import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadScreen } from '@/app/router';
import { basename } from '@/config/env';
import { firstScreenKit } from '@/config/first-screen-kit';
import { prefetchProductPage } from '@/features/catalogue/api/get-product';
import { prefetchHomeCatalogue } from '@/features/catalogue/api/get-products';
import { setLanguage, storedLanguage } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { startApp } from '@farm-store/shared-ui/host/start-app';
import './app/app.css';

// The first screen's code and data are asked for now, alongside the start-up below.
preloadScreen(window.location.pathname);
prefetchHomeCatalogue(queryClient);
prefetchProductPage(queryClient);

// A customer who chose Telugu gets its catalogue before the first paint (no flash of English), and the UI
// kit's components are there from the first paint too.
const chosenLanguage = setLanguage(storedLanguage()).catch((error: unknown) => console.warn('Could not load the chosen language; showing English.', error));
void startApp({
  Provider: AppProvider,
  Routes: AppRoutes,
  basename,
  firstScreenKit,
  ready: chosenLanguage,
});

// The installable shop: app shell and last catalogue page offline (public/sw.js). Not in dev, where Vite serves modules.
// This is the page's entry module, so it runs before the load event; registering after it keeps the first load lean.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered.', error));
  window.addEventListener('load', () => void register(), { once: true });
}

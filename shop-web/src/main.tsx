import { AppProvider } from '@/app/provider';
import { AppRoutes, preloadScreen } from '@/app/router';
import { basename } from '@/config/env';
import { firstScreenKit } from '@/config/first-screen-kit';
import { prefetchProductPage } from '@/features/catalogue/api/get-product';
import { prefetchHomeCatalogue } from '@/features/catalogue/api/get-products';
import { firstPaint } from '@/features/catalogue/first-paint';
import { setLanguage, storedLanguage } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { startApp } from '@farm-store/shared-ui/host/start-app';
import './app/app.css';

// A product page opened from a link draws its photo before the app starts (first-paint.ts, its own small script in
// index.html); everything else starts at once.
const { product, done } = firstPaint();
void done.then(() => {
  // The first screen's code and data are asked for now, alongside the start-up below.
  preloadScreen(window.location.pathname);
  prefetchHomeCatalogue(queryClient);
  prefetchProductPage(queryClient, product);

  // A customer who chose Telugu gets its catalogue before the first paint (no flash of English), and the UI
  // kit's components are there from the first paint too.
  const chosenLanguage = setLanguage(storedLanguage()).catch((error: unknown) => console.warn('Could not load the chosen language; showing English.', error));
  return startApp({
    Provider: AppProvider,
    Routes: AppRoutes,
    basename,
    firstScreenKit,
    ready: chosenLanguage,
  });
});

// The installable shop: app shell and last catalogue page offline (public/sw.js). Not in dev, where Vite serves modules.
// This is the page's entry module, so it runs before the load event; registering after it keeps the first load lean.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered.', error));
  window.addEventListener('load', () => void register(), { once: true });
}

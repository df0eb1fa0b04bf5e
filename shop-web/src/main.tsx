import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { signOut } from '@/lib/session';
import './app/app.css';

const router = createRouter();

// SPEC §4: a 401 on the customer's data signs them out, which clears all local storage.
setOnUnauthorized(() => {
  signOut();
  queryClient.clear();
  void router.navigate(paths.auth);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { AUTH_TOKEN_KEY } from '@/config/auth';
import { paths } from '@/config/paths';
import { setOnUnauthorized } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import './app/app.css';

const router = createRouter();

// An expired or revoked admin token: drop it and sign in again.
setOnUnauthorized(() => {
  localStorage.removeItem(AUTH_TOKEN_KEY);
  queryClient.clear();
  void router.navigate(paths.login);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { signOut } from '@/app/sign-out';
import { setOnUnauthorized } from '@/lib/api-client';
import { Badge, Button, Spinner, Tabs, kitReady } from '@shared-ui-host/kit';
import './app/app.css';

const router = createRouter();

// An expired or revoked admin token: drop it and sign in again.
setOnUnauthorized(() => signOut(router.navigate));

void kitReady([Badge, Button, Spinner, Tabs]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);

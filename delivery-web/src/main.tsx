import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRouter } from '@/app/router';
import { signOutOn401 } from '@/app/sign-out-on-401';
import { queryClient } from '@/lib/query-client';
import { Badge, Button, Spinner, kitReady } from '@shared-ui-host/kit';
import './app/app.css';

const router = createRouter();

signOutOn401(router, queryClient);

void kitReady([Badge, Button, Spinner]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);

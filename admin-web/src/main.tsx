import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { basename } from '@/config/env';
import { Badge, Button, Spinner, Tabs, kitReady } from '@farm-store/shared-ui/host/kit';
import './app/app.css';

void kitReady([Badge, Button, Spinner, Tabs]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter basename={basename}>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  ),
);

import { createAppRenderer } from '@farm-store/shared-ui/host/render-app';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { basename } from '@/config/env';

export const { renderApp } = createAppRenderer({ AppProvider, routes, basename });

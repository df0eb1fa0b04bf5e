import { createAppRenderer } from '@farm-store/shared-ui/host/render-app';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { basename } from '@/config/env';

// The route table's root wires what a 401 means, as in the app.
export const { renderApp } = createAppRenderer({ AppProvider, routes, basename });

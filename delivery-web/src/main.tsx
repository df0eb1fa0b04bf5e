import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { basename } from '@/config/env';
import { firstScreenKit } from '@/config/first-screen-kit';
import { startApp } from '@farm-store/shared-ui/host/start-app';
import './app/app.css';

void startApp({ Provider: AppProvider, Routes: AppRoutes, basename, firstScreenKit });

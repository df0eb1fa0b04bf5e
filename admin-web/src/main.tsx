import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { basename } from '@/config/env';
import { Badge, Button, Spinner, Tabs } from '@farm-store/shared-ui/host/kit';
import { startApp } from '@farm-store/shared-ui/host/start-app';
import './app/app.css';

void startApp({ Provider: AppProvider, Routes: AppRoutes, basename, firstScreenKit: [Badge, Button, Spinner, Tabs] });

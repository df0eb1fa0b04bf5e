// How every app starts in the browser: once the kit components of its first screen are loaded (and anything else
// the first paint needs), it renders its providers and routes under its base path, in StrictMode.
import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { kitReady, type KitModuleName } from './kit';

export interface StartAppOptions {
  /** The app's providers (query cache, toasts, its language where it has one). */
  Provider: ComponentType<{ children: ReactNode }>;
  /** The app's route table. */
  Routes: ComponentType;
  /** Where the gateway serves the app: '/', '/admin', '/delivery'. */
  basename: string;
  /** The kit modules the first screen draws, so it never paints without them: the app's src/config/first-screen-kit.ts. */
  firstScreenKit: readonly KitModuleName[];
  /** Anything else the first paint waits for (the shop's chosen language). */
  ready?: Promise<unknown>;
}

export function startApp({ Provider, Routes, basename, firstScreenKit, ready }: StartAppOptions): Promise<void> {
  return Promise.all([ready, kitReady(firstScreenKit)]).then(() => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a phone stays responsive while the app draws (the shop home's total blocking time
    // in the bench went from about 300 ms to under 70).
    startTransition(() =>
      root.render(
        <StrictMode>
          <Provider>
            <BrowserRouter basename={basename}>
              <Routes />
            </BrowserRouter>
          </Provider>
        </StrictMode>,
      ),
    );
  });
}

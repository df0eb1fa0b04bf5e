import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { federation } from '@module-federation/vite';
import { ROUTER_SURFACE } from './router-surface.ts';

export interface HostAppOptions {
  /** `import.meta.url` of the app's vite.config.ts. */
  configUrl: string;
  /** Federation name of the app, e.g. 'admin_web'. */
  name: string;
  /** Where the gateway serves the app: '/', '/admin/' or '/delivery/'. */
  base: string;
  /** Port of `npm run dev`. */
  devPort: number;
}

const ROUTER_SURFACE_ID = 'virtual:farm-store/react-router-surface';

/**
 * The shared react-router module: react-router's production ES build with only the exports in
 * router-surface.ts, so the build tree-shakes the rest. The file is imported by path: a bare 'react-router'
 * here would be turned back into the shared module itself (and the package's export conditions would pick
 * its development build).
 */
function routerSurface(configUrl: string): Plugin {
  const packageDir = path.dirname(createRequire(configUrl).resolve('react-router/package.json'));
  const entry = path.join(packageDir, 'dist/production/index.mjs');
  if (!existsSync(entry)) throw new Error(`react-router's production build is not at ${entry}`);
  return {
    name: 'farm-store:react-router-surface',
    resolveId: (id) => (id === ROUTER_SURFACE_ID ? `\0${ROUTER_SURFACE_ID}` : undefined),
    load: (id) => (id === `\0${ROUTER_SURFACE_ID}` ? `export { ${ROUTER_SURFACE.join(', ')} } from ${JSON.stringify(entry)};` : undefined),
  };
}

/**
 * The Vite configuration every app that hosts the UI kit shares: the kit as a module-federation remote at
 * /ui/remoteEntry.js, and React, React DOM and React Router as singletons (one copy per page).
 */
export function hostAppConfig({ configUrl, name, base, devPort }: HostAppOptions) {
  const pkg = JSON.parse(readFileSync(new URL('./package.json', configUrl), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const singleton = (dependency: string) => ({ singleton: true, requiredVersion: pkg.dependencies[dependency] });

  return defineConfig({
    base,
    oxc: { jsx: { runtime: 'automatic' } },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', configUrl)),
        '@shared-ui-host': fileURLToPath(new URL('.', import.meta.url)),
      },
    },
    plugins: [
      routerSurface(configUrl),
      federation({
        name,
        remotes: { shared_ui: { type: 'module', name: 'shared_ui', entry: '/ui/remoteEntry.js' } },
        shared: {
          react: singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-router': { ...singleton('react-router'), import: ROUTER_SURFACE_ID },
        },
        dts: false,
        disableSnapshot: true,
        experiments: { provideExternalRuntime: true },
        // The app's own react, react-dom and react-router are the ones the page uses (the kit brings none that
        // is loaded first), so the app starts without waiting for /ui/remoteEntry.js to negotiate versions:
        // the kit loads in parallel with the app's first data.
        shareStrategy: 'loaded-first',
      }),
    ],
    // Dev: the kit's dev server (npm run dev -w shared-ui) and the API sit behind this origin, as behind nginx.
    server: {
      port: devPort,
      strictPort: true,
      proxy: { '/ui': 'http://localhost:5170', '/api': 'http://localhost:3000' },
    },
  });
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { federation } from '@module-federation/vite';

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
      federation({
        name,
        remotes: { shared_ui: { type: 'module', name: 'shared_ui', entry: '/ui/remoteEntry.js' } },
        shared: {
          react: singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-router': singleton('react-router'),
        },
        dts: false,
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

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export interface HostAppOptions {
  /** `import.meta.url` of the app's vite.config.ts. */
  configUrl: string;
  /** Where the gateway serves the app: '/', '/admin/' or '/delivery/'. */
  base: string;
  /** Port of `npm run dev`. */
  devPort: number;
}

/**
 * The Vite configuration every app that hosts the UI kit shares. The kit itself is loaded at run time by
 * kit-remote.ts (module-federation runtime), so an app's build is a plain Vite build of the app.
 */
export function hostAppConfig({ configUrl, base, devPort }: HostAppOptions) {
  return defineConfig({
    base,
    oxc: { jsx: { runtime: 'automatic' } },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', configUrl)),
      },
    },
    build: {
      rollupOptions: {
        // TanStack Query marks its modules "use client" for React Server Components; a browser-only bundle
        // has nothing to keep, so the warning on every such module is noise.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
    // Dev: the kit's dev server (npm run dev -w shared-ui) and the API sit behind this origin, as behind nginx.
    server: {
      port: devPort,
      strictPort: true,
      proxy: { '/ui': 'http://localhost:5170', '/api': 'http://localhost:3000' },
    },
  });
}

import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

export interface HostAppOptions {
  /** `import.meta.url` of the app's vite.config.ts. */
  configUrl: string;
  /** Where the gateway serves the app: '/', '/admin/' or '/delivery/'. */
  base: string;
  /** Port of `npm run dev`. */
  devPort: number;
  /** The kit modules of the app's first screen (src/config/first-screen-kit.ts); the toasts' module comes with them. */
  firstScreenKit: readonly string[];
}

/** Where the page's <head> takes the kit's tags: before the app's own stylesheets, which may restyle the kit. */
const KIT_TAGS_PLACE = '<!-- UI kit tags (kitTags in shared-ui/host/vite-host.ts) -->';

/**
 * Puts the kit's tags in the page's <head>: its stylesheet, its entry and (kit-preload.js, written by the kit's
 * build: see kitPreload in shared-ui/vite.config.ts) the kit chunks of the first screen, so that they download with
 * the app's own scripts instead of after them.
 */
function kitTags(firstScreenKit: readonly string[]): Plugin {
  const tags = [
    '<link rel="stylesheet" href="/ui/kit.css" />',
    '<link rel="modulepreload" href="/ui/remoteEntry.js" />',
    `<script src="/ui/kit-preload.js" data-modules="${[...firstScreenKit, 'toast'].join(' ')}" async></script>`,
  ];
  return {
    name: 'farm-store:kit-tags',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(KIT_TAGS_PLACE)) throw new Error(`index.html lost the place of the UI kit's tags: ${KIT_TAGS_PLACE}`);
        return html.replace(KIT_TAGS_PLACE, tags.join('\n    '));
      },
    },
  };
}

/**
 * The Vite configuration every app that hosts the UI kit shares. The kit itself is loaded at run time by
 * kit-remote.ts (module-federation runtime), so an app's build is a plain Vite build of the app.
 */
export function hostAppConfig({ configUrl, base, devPort, firstScreenKit }: HostAppOptions) {
  return defineConfig({
    base,
    plugins: [kitTags(firstScreenKit)],
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

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { federation } from '@module-federation/vite';
import pkg from './package.json' with { type: 'json' };

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const tokensCss = fileURLToPath(new URL('./src/tokens/tokens.css', import.meta.url));

/** Every folder `src/<name>/` with a `<name>.tsx` (or `.ts`) becomes `shared_ui/<name>`. */
function exposesFromFolders(): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const entry of readdirSync(srcDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = ['tsx', 'ts']
      .map((ext) => `./src/${entry.name}/${entry.name}.${ext}`)
      .find((candidate) => existsSync(fileURLToPath(new URL(candidate, import.meta.url))));
    if (file) exposes[`./${entry.name}`] = file;
  }
  return exposes;
}

/** The tokens first, then every component's stylesheet (src/<name>/<name>.css), in folder order. */
function kitStylesheets(): string[] {
  const components = readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'tokens')
    .map((entry) => `${srcDir}/${entry.name}/${entry.name}.css`)
    .filter((file) => existsSync(file))
    .sort();
  return [tokensCss, ...components];
}

/**
 * One stable stylesheet, /ui/kit.css, that host pages link in <head>, so the kit's styles arrive with the page.
 * In the production build it holds the tokens and every component's CSS (~3 KB of gzip), and the components'
 * CSS imports are left out of their modules: otherwise each exposed module loads its own stylesheet before its
 * script, a round trip more before the first render on a phone. In dev (the gallery, and apps proxying /ui) it
 * holds the tokens, and the components bring their CSS themselves.
 */
function kitCss(): Plugin {
  let build = false;
  const stylesheets = kitStylesheets();
  const isKitStylesheet = new Set(stylesheets);
  const leftOut = '\0farm-store:kit-css-import';
  return {
    name: 'farm-store:kit-css',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use('/ui/kit.css', (_req, res) => {
        res.setHeader('Content-Type', 'text/css');
        res.end(readFileSync(tokensCss));
      });
    },
    async resolveId(source, importer, options) {
      if (!build || !source.endsWith('.css')) return;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && isKitStylesheet.has(resolved.id)) return leftOut;
    },
    load: (id) => (id === leftOut ? 'export {};' : undefined),
    generateBundle() {
      const source = stylesheets.map((file) => readFileSync(file, 'utf8')).join('\n');
      this.emitFile({ type: 'asset', fileName: 'kit.css', source });
    },
  };
}

// react and react-dom must be the one copy the host page has (host/kit-remote.ts offers them). The production
// build never bundles its own (`import: false`, a few KB less on every page); in dev the gallery page has no host,
// so the kit's dev server brings them.
const singleton = (name: keyof typeof pkg.dependencies, fromHostOnly: boolean) => ({
  singleton: true,
  requiredVersion: pkg.dependencies[name],
  ...(fromHostOnly && { import: false as const }),
});

export default defineConfig(({ command }) => ({
  base: '/ui/',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    federation({
      name: 'shared_ui',
      filename: 'remoteEntry.js',
      exposes: exposesFromFolders(),
      shared: {
        react: singleton('react', command === 'build'),
        'react-dom': singleton('react-dom', command === 'build'),
      },
      dts: false,
      // The kit loads no remotes and is only ever loaded by a host app, whose federation runtime it uses
      // (host/kit-remote.ts publishes it) instead of downloading a second copy (~20 KB gzip).
      // The local gallery (npm run dev) has no host, so it keeps its own runtime.
      disableSnapshot: true,
      disableRemote: true,
      experiments: { externalRuntime: command === 'build' },
    }),
    kitCss(),
  ],
  server: { port: 5170, strictPort: true, origin: 'http://localhost:5170' },
  preview: { port: 5170, strictPort: true },
  // Production output is the remote only: the gallery page (index.html) is for `npm run dev`.
  build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { input: {} } },
}));

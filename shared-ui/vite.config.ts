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

/** Serves and emits the tokens at a stable /ui/tokens.css so host pages can link them before any script. */
function stableTokensCss(): Plugin {
  return {
    name: 'farm-store:stable-tokens-css',
    configureServer(server) {
      server.middlewares.use('/ui/tokens.css', (_req, res) => {
        res.setHeader('Content-Type', 'text/css');
        res.end(readFileSync(tokensCss));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'tokens.css', source: readFileSync(tokensCss, 'utf8') });
    },
  };
}

// react and react-dom must be the one copy the host page already has. The kit has no links, so it does not
// declare react-router (that saves every page the list of its exports); a component that ever needs the
// router must share 'react-router' here as a singleton too, or it would bundle a second router.
const singleton = (name: keyof typeof pkg.dependencies) => ({ singleton: true, requiredVersion: pkg.dependencies[name] });

export default defineConfig(({ command }) => ({
  base: '/ui/',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    federation({
      name: 'shared_ui',
      filename: 'remoteEntry.js',
      exposes: exposesFromFolders(),
      shared: {
        react: singleton('react'),
        'react-dom': singleton('react-dom'),
      },
      dts: false,
      // The kit loads no remotes and is only ever loaded by a host app, whose federation runtime it uses
      // (hosts set provideExternalRuntime) instead of downloading a second copy (~20 KB gzip).
      // The local gallery (npm run dev) has no host, so it keeps its own runtime.
      disableSnapshot: true,
      disableRemote: true,
      experiments: { externalRuntime: command === 'build' },
    }),
    stableTokensCss(),
  ],
  server: { port: 5170, strictPort: true, origin: 'http://localhost:5170' },
  preview: { port: 5170, strictPort: true },
  // Production output is the remote only: the gallery page (index.html) is for `npm run dev`.
  build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { input: {} } },
}));

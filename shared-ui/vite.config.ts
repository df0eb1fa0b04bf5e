import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';
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

/**
 * /ui/kit-preload.js, a small classic script the apps' pages load with `async` in <head>. It adds a
 * `<link rel="modulepreload">` for each chunk the kit needs to start, and for the modules (and their imports)
 * named in its `data-modules` attribute, so they download alongside the app's own scripts. Without it they
 * arrive one round trip after another once the app asks for the kit: Chromium does not follow a preloaded
 * module's imports, and the federation runtime finds each chunk only after the one before it has run (six
 * round trips on a phone before the first screen). The chunk names change with every kit build, so the list is
 * written here, by the kit's own build; the apps deploy separately and only name the modules they need.
 */
function kitPreload(exposes: Record<string, string>): Plugin {
  return {
    name: 'farm-store:kit-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const withImports = (files: string[]) => {
        const found = new Set<string>();
        const visit = (file: string) => {
          if (found.has(file) || !chunks.has(file)) return;
          found.add(file);
          chunks.get(file)!.imports.forEach(visit);
        };
        files.forEach(visit);
        return [...found];
      };
      const moduleFile = new Map<string, string>();
      for (const [name, source] of Object.entries(exposes)) {
        const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(source.slice(1)));
        if (chunk) moduleFile.set(name.slice(2), chunk.fileName);
      }
      const exposed = new Set(moduleFile.values());
      const entry = chunks.get('remoteEntry.js')!;
      // The entry's own imports, and what it loads itself before any module (its shared-import map).
      const startup = withImports([...entry.imports, ...entry.dynamicImports.filter((file) => !exposed.has(file))]);
      const modules = Object.fromEntries([...moduleFile].map(([name, file]) => [name, withImports([file])]));
      const source = `// Written by the kit's build (shared-ui/vite.config.ts, kitPreload).
(function (startup, modules) {
  var script = document.currentScript, wanted = ((script && script.dataset.modules) || '').split(/\\s+/), seen = {};
  function preload(file) {
    if (seen[file]) return;
    seen[file] = true;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/ui/' + file;
    document.head.appendChild(link);
  }
  startup.forEach(preload);
  wanted.forEach(function (name) { (modules[name] || []).forEach(preload); });
})(${JSON.stringify(startup)}, ${JSON.stringify(modules)});
`;
      this.emitFile({ type: 'asset', fileName: 'kit-preload.js', source });
    },
  };
}

// react and react-dom must be the one copy the host page has (host/kit-remote.ts offers them). The production
// build never bundles its own (`import: false`, a few KB less on every page); in dev the gallery page has no host,
// so the kit's dev server brings them.
const singleton = (name: keyof typeof pkg.peerDependencies, fromHostOnly: boolean) => ({
  singleton: true,
  requiredVersion: pkg.peerDependencies[name],
  ...(fromHostOnly && { import: false as const }),
});

const exposes = exposesFromFolders();

export default defineConfig(({ command }) => ({
  base: '/ui/',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    federation({
      name: 'shared_ui',
      filename: 'remoteEntry.js',
      exposes,
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
    kitPreload(exposes),
  ],
  server: { port: 5170, strictPort: true, origin: 'http://localhost:5170' },
  preview: { port: 5170, strictPort: true },
  // Production output is the remote only: the gallery page (index.html) is for `npm run dev`.
  build: { outDir: 'dist', emptyOutDir: true, rollupOptions: { input: {} } },
}));

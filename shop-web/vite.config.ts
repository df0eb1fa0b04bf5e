import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { hostAppConfig } from '../shared-ui/host/vite-host.ts';
import { firstScreenKit } from './src/config/first-screen-kit.ts';

/**
 * Writes the list of every script and stylesheet of the build into the service worker (dist/sw.js, copied
 * from public/), with a version made from that list: the worker stores the code of every screen when the
 * shop is first opened, not only of the screens visited, and a deploy with new files is a new worker.
 */
function precacheList(): Plugin {
  let outDir = '';
  let files: string[] = [];
  return {
    name: 'farm-store:shop-precache',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    // The files as written: Vite drops the empty script of a stylesheet-only chunk after generateBundle.
    writeBundle(_options, bundle) {
      files = Object.keys(bundle)
        .filter((name) => /\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
    },
    closeBundle() {
      const worker = join(outDir, 'sw.js');
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(worker, 'utf8');
      const filled = source
        .replace('const PRECACHE = []; // build: precache list', `const PRECACHE = ${JSON.stringify(files)};`)
        .replace("const BUILD = 'dev'; // build: precache version", `const BUILD = '${version}';`);
      if (filled === source || !filled.includes(version)) throw new Error('public/sw.js lost the placeholders the precache list goes into.');
      writeFileSync(worker, filled);
    },
  };
}

/** Where the page's first script goes: right after the <head>'s charset and viewport. */
const FIRST_SCRIPT_PLACE = /<meta name="viewport"[^>]*>/;

/**
 * The page's first script (src/first-paint.ts: a product page's photo before the app) is an entry of its own, run
 * as soon as it arrives (async) rather than after the app's code like the page's other module scripts, which Vite
 * bundles into one entry. It and the modules it imports are the page's first requests; the app's code, which
 * nothing on the page waits for before the first paint, is fetched at low priority behind them and the stylesheets.
 */
function firstPaintFirst(): Plugin {
  const script = (src: string) => `<script type="module" async crossorigin src="${src}"></script>`;
  const preload = (fileName: string) => `<link rel="modulepreload" crossorigin href="/${fileName}">`;
  const place = (html: string, tags: string[]) => {
    if (!FIRST_SCRIPT_PLACE.test(html)) throw new Error('index.html lost its viewport <meta>, the place of the first-paint script.');
    return html.replace(FIRST_SCRIPT_PLACE, (viewport) => [viewport, ...tags].join('\n    '));
  };
  return {
    name: 'farm-store:shop-first-paint-first',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // Development: Vite serves the source module itself.
        if (!bundle) return place(html, [script('/src/first-paint.ts')]);
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = (name: string) => {
          const chunk = chunks.find((c) => c.isEntry && c.name === name);
          if (!chunk) throw new Error(`The build has no ${name} entry (build.rollupOptions.input in vite.config.ts).`);
          return chunk;
        };
        const firstPaint = entry('first-paint');
        const imported = new Set<string>();
        const add = (fileName: string) => {
          if (imported.has(fileName)) return;
          imported.add(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(add);
        };
        firstPaint.imports.forEach(add);
        // Vite's own preload tags of these (the app imports them too) move up with the script.
        let page = html;
        for (const fileName of imported) page = page.replace(preload(fileName), '');
        const app = `<script type="module" crossorigin src="/${entry('index').fileName}">`;
        if (!page.includes(app)) throw new Error(`Vite's tag of the app's entry is no longer ${app}.`);
        page = page.replace(app, app.replace('<script', '<script fetchpriority="low"'));
        return place(page.replace(/\n\s*\n/g, '\n'), [script(`/${firstPaint.fileName}`), ...[...imported].map(preload)]);
      },
    },
  };
}

const config = hostAppConfig({ configUrl: import.meta.url, base: '/', devPort: 5171, firstScreenKit });

export default {
  ...config,
  plugins: [...(config.plugins ?? []), precacheList(), firstPaintFirst()],
  build: {
    ...config.build,
    rollupOptions: {
      ...config.build?.rollupOptions,
      input: { index: join(import.meta.dirname, 'index.html'), 'first-paint': join(import.meta.dirname, 'src/first-paint.ts') },
    },
  },
};

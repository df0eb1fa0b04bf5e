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

const config = hostAppConfig({ configUrl: import.meta.url, base: '/', devPort: 5171, firstScreenKit });

export default { ...config, plugins: [...(config.plugins ?? []), precacheList()] };

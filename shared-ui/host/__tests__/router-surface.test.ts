import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_SURFACE } from '../router-surface';

// The shared react-router module holds only ROUTER_SURFACE: anything else an app imports from
// 'react-router' would be undefined in the browser (jest resolves the whole package, so only this catches it).
const repo = path.resolve(__dirname, '../../..');
const sourceRoots = ['shop-web/src', 'admin-web/src', 'delivery-web/src', 'shared-ui/src', 'shared-ui/host'];
/** Test helpers: they only ever run under jest. */
const testOnly = new Set(['render-app.tsx', 'testing.ts', 'setup-tests.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !testOnly.has(entry.name) ? [full] : [];
  });
}

/** Value (not type-only) names imported from 'react-router' in one file. */
function routerImports(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
    if (match[1]) continue;
    for (const specifier of match[2]!.split(',')) {
      const [name, ...rest] = specifier.trim().split(/\s+/);
      if (name && name !== 'type' && !rest.includes('type')) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router surface', () => {
  const imported = new Map<string, string>();
  for (const root of sourceRoots) {
    for (const file of sourceFiles(path.join(repo, root))) {
      for (const name of routerImports(readFileSync(file, 'utf8'))) imported.set(name, path.relative(repo, file));
    }
  }

  it('finds the apps’ router imports (the scan itself works)', () => {
    expect(imported.has('Link')).toBe(true);
    expect(routerImports("import { type RouteObject, Link as L } from 'react-router';")).toEqual(['Link']);
  });

  it('holds every name app code imports from react-router', () => {
    const missing = [...imported].filter(([name]) => !(ROUTER_SURFACE as readonly string[]).includes(name));
    expect(missing).toEqual([]);
  });

  it('does not import namespace or default react-router (only named imports can be checked)', () => {
    for (const root of sourceRoots) {
      for (const file of sourceFiles(path.join(repo, root))) {
        expect(readFileSync(file, 'utf8')).not.toMatch(/import\s+(\*\s+as\s+\w+|\w+)\s+from\s+'react-router'/);
      }
    }
  });
});

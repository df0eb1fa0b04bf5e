import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The suite's figures. Each security test file writes its own figures to a folder of this jest run (one
 * embedded database per run, so its URI names the run); the file that finishes last — the one that sees
 * every file of this folder reported — prints the one summary table. Jest shows console.log output, so the
 * table appears in `make test`.
 */
export type Figures = Record<string, number | string>;

const SUITE_DIR = path.resolve(__dirname, '..');
export const FIGURES_PREFIX = 'farm-store-security-figures-';

function runDir(): string {
  const run = createHash('sha256')
    .update(process.env.TEST_DEVDB_URI ?? 'no-run')
    .digest('hex')
    .slice(0, 12);
  return path.join(tmpdir(), FIGURES_PREFIX + run);
}

function suiteFiles(): string[] {
  return readdirSync(SUITE_DIR)
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
}

/** Adds to this file's figures (numbers are summed, text replaced). */
const mine: Figures = {};
export function addFigures(figures: Figures): void {
  for (const [k, v] of Object.entries(figures)) {
    mine[k] = typeof v === 'number' && typeof mine[k] === 'number' ? (mine[k] as number) + v : v;
  }
}

/** Call once in afterAll of every file of the suite. */
export function reportFigures(testFile: string): void {
  const dir = runDir();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${path.basename(testFile)}.json`), JSON.stringify(mine));
  const reported = suiteFiles().filter((f) => existsSync(path.join(dir, `${f}.json`)));
  if (reported.length < suiteFiles().length) return;
  // Two files finishing together: only the one that creates the lock prints.
  let fd: number;
  try {
    fd = openSync(path.join(dir, 'printed.lock'), 'wx');
  } catch {
    return;
  }
  closeSync(fd);
  const all: Figures = {};
  for (const f of suiteFiles()) Object.assign(all, JSON.parse(readFileSync(path.join(dir, `${f}.json`), 'utf8')) as Figures);
  rmSync(dir, { recursive: true, force: true });
  console.log(summaryTable(all));
}

/** The races are asserted with real parallel HTTP by the modules' own tests; not repeated here. */
const RACES = [
  "  races (real parallel HTTP), asserted by the modules' own tests:",
  '    6 submissions with one Idempotency-Key → one order      api/test/orders/orders.test.ts',
  '    20 concurrent partner accepts → one winner, 19 × 409    api/test/delivery/delivery.test.ts',
  '    two admins assigning one order → one winner, one 409    api/test/orders/admin-orders.test.ts',
  '    8 concurrent sign-ups with one phone → one account      api/test/accounts/accounts.test.ts',
];

function summaryTable(all: Figures): string {
  const rows = Object.entries(all).sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...rows.map(([k]) => k.length), 10);
  const lines = rows.map(([k, v]) => `  ${k.padEnd(width)}  ${String(v)}`);
  const rule = '  ' + '─'.repeat(width + 24);
  return ['', '  SECURITY AND RELIABILITY SUITE — FIGURES', rule, ...lines, rule, ...RACES, ''].join('\n');
}

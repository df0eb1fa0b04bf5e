#!/usr/bin/env node
// `make lint`: ESLint, Prettier's check and `tsc --noEmit`, each counted per workspace (one check per tool per
// workspace), and the API's module boundaries (dependency-cruiser, .dependency-cruiser.cjs), every violation printed
// as `path:line  message`, and the totals written to .run/lint.json in the shape scripts/test-summary.mjs reads.
// Exits 1 when any check fails.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const checks = []; // { name, problems: string[] }
let linted = []; // the workspaces ESLint looked at: Prettier is counted over the same ones

/** Runs a tool to the end whatever its exit status; a tool that could not start at all is a failed check. */
function run(command, args) {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: root, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** The top-level folder a path belongs to ("root" for the files beside the Makefile). */
const workspaceOf = (file) => {
  const relative = path.relative(root, path.resolve(root, file));
  return relative.includes(path.sep) ? relative.split(path.sep)[0] : 'root';
};

function record(tool, problemsByWorkspace, workspaces, fix) {
  for (const workspace of new Set([...workspaces, ...problemsByWorkspace.keys()])) {
    checks.push({ name: `${tool} ${workspace}`, problems: problemsByWorkspace.get(workspace) ?? [], fix: fix?.(workspace) });
  }
}

function group(lines) {
  const byWorkspace = new Map();
  for (const { file, text } of lines) {
    const workspace = workspaceOf(file);
    byWorkspace.set(workspace, [...(byWorkspace.get(workspace) ?? []), text]);
  }
  return byWorkspace;
}

async function eslint() {
  const { code, stdout, stderr } = await run(bin('eslint'), ['.', '--format', 'json']);
  let results;
  try {
    results = JSON.parse(stdout);
  } catch {
    return record('eslint', new Map([['root', [`ESLint did not run (exit ${code}): ${stderr.trim() || stdout.trim()}`]]]), []);
  }
  const lines = results.flatMap((result) =>
    result.messages.map((m) => ({
      file: result.filePath,
      text: `${path.relative(root, result.filePath)}:${m.line ?? 0}:${m.column ?? 0}  ${m.message}${m.ruleId ? ` (${m.ruleId})` : ''}`,
    })),
  );
  linted = [...new Set(results.map((r) => workspaceOf(r.filePath)))];
  record('eslint', group(lines), linted);
}

async function prettier() {
  const { code, stdout, stderr } = await run(bin('prettier'), ['--list-different', '.']);
  if (code !== 0 && code !== 1) {
    return record('prettier', new Map([['root', [`Prettier did not run (exit ${code}): ${stderr.trim()}`]]]), []);
  }
  const files = stdout.split('\n').filter(Boolean);
  const lines = files.map((file) => ({ file, text: `${file}  differs from Prettier's format` }));
  const fix = (workspace) => `npx prettier --write ${workspace === 'root' ? files.filter((f) => workspaceOf(f) === 'root').join(' ') : workspace}`;
  record('prettier', group(lines), linted, fix);
}

/** Every top-level folder with a tsconfig.json (contracts, api, the apps, e2e, scripts, bench …). */
const tsWorkspaces = () =>
  readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'node_modules' && existsSync(path.join(root, d.name, 'tsconfig.json')))
    .map((d) => d.name)
    .sort();

async function tsc(workspace) {
  const { code, stdout, stderr } = await run(bin('tsc'), ['--noEmit', '--pretty', 'false', '-p', workspace]);
  const problems = (stdout + stderr).split('\n').filter((line) => /error TS\d+/.test(line));
  if (code !== 0 && problems.length === 0) problems.push(`tsc exited ${code}: ${(stdout + stderr).trim()}`);
  checks.push({ name: `tsc ${workspace}`, problems });
}

/** Two type checks at a time: the machine has two cores and tsc is the slow part. */
async function typeCheck() {
  const queue = tsWorkspaces();
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length > 0) await tsc(queue.shift());
    }),
  );
}

/** The API's module boundaries: no module imports another's model, no cycle between modules (api/README.md "Modules"). */
async function moduleBoundaries() {
  const { code, stdout, stderr } = await run(bin('depcruise'), ['api/src', '--output-type', 'json']);
  let result;
  try {
    result = JSON.parse(stdout);
  } catch {
    return checks.push({ name: 'depcruise api', problems: [`dependency-cruiser did not run (exit ${code}): ${stderr.trim() || stdout.trim()}`] });
  }
  const comments = new Map(result.summary.ruleSetUsed.forbidden.map((rule) => [rule.name, rule.comment]));
  // A cycle is reported once per dependency in it, as the loop that dependency closes.
  const problems = result.summary.violations.map((v) => {
    const steps = v.type === 'cycle' ? [v.from, ...v.cycle.map((step) => step.name)] : [v.from, v.to];
    return `${steps.join(' → ')}  ${comments.get(v.rule.name) ?? ''} (${v.rule.name})`;
  });
  checks.push({ name: 'depcruise api', problems });
}

await eslint();
await prettier();
await typeCheck();
await moduleBoundaries();

checks.sort((a, b) => a.name.localeCompare(b.name));
const failing = checks.filter((c) => c.problems.length > 0);
for (const check of failing) {
  console.log(`\n✗ ${check.name}: ${check.problems.length} problem${check.problems.length === 1 ? '' : 's'}`);
  // A long list of unformatted files says one thing: show some and the command that formats them all.
  const shown = check.fix ? check.problems.slice(0, 8) : check.problems;
  for (const problem of shown) console.log(`  ${problem}`);
  if (shown.length < check.problems.length) console.log(`  … and ${check.problems.length - shown.length} more`);
  if (check.fix) console.log(`  to fix: ${check.fix}`);
}
const notes = failing.map((c) => `${c.name}: ${c.problems.length} problem${c.problems.length === 1 ? '' : 's'}`);
console.log(
  `\nlint: ${checks.length - failing.length} checks passed, ${failing.length} failed (eslint, prettier --check, tsc --noEmit per workspace, depcruise api)`,
);
mkdirSync(path.join(root, '.run'), { recursive: true });
writeFileSync(
  path.join(root, '.run/lint.json'),
  JSON.stringify({ runner: 'lint', passed: checks.length - failing.length, failed: failing.length, notes }, null, 2) + '\n',
);
process.exit(failing.length > 0 ? 1 : 0);

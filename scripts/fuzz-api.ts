/**
 * The API fuzzer of `make test`, run by scripts/fuzz-api.sh: schemathesis with every check against the OpenAPI
 * document of an API started here on free ports (from its source, on a fresh embedded database with the demo
 * data), signed in as a customer, the admin and a delivery partner at once. Writes .run/fuzz.json:
 *   {"runner":"schemathesis","passed":<operations without failure>,"failed":<failures + errors>,"notes":[...]}
 * Found failures are counted there (exit 0); only a run that could not happen exits non-zero.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { destroyDevdb, devdbDatabaseUri, startDevdb, type RunningDevdb } from './lib/devdb';
import { freePort, ROOT } from './lib/stack';
import { standInTwilioEnv, startTwilioStandIn, waitForCode, type TwilioStandIn } from './lib/twilio-standin';

const RUN_DIR = path.join(ROOT, '.run');
const SUMMARY = path.join(RUN_DIR, 'fuzz.json');
const REPORT = path.join(RUN_DIR, 'fuzz-report.json');
const API_LOG = path.join(RUN_DIR, 'fuzz-api.log');
// schemathesis's own output. It is kept out of `make test`'s output: its closing line ("== 3 warnings in 52.91s ==")
// reads like a test runner's that ran no test, and the counts that matter are printed once, below.
const FUZZ_LOG = path.join(RUN_DIR, 'fuzz.log');
const ST = path.join(ROOT, '.venv-fuzz/bin/st');
const CONFIG = path.join(ROOT, 'scripts/fuzz-schemathesis.toml');
/** The whole run's ceiling: a fuzzer still going after this is stopped and the run counts as failed. */
const DEADLINE_MS = 6 * 60_000;

interface Summary {
  runner: 'schemathesis';
  passed: number;
  failed: number;
  notes: string[];
}

const children: ChildProcess[] = [];
let devdb: RunningDevdb | undefined;
let sms: TwilioStandIn | undefined;

function write(summary: Summary) {
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(SUMMARY, `${JSON.stringify(summary)}\n`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function cleanUp() {
  await Promise.all(children.map(stopChild));
  if (devdb) await destroyDevdb(devdb);
  devdb = undefined;
  await sms?.close();
  sms = undefined;
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

async function waitForHealth(base: string, api: ChildProcess) {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (api.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The API did not start; see ${path.relative(ROOT, API_LOG)}`);
}

async function post(base: string, url: string, body: unknown): Promise<{ token: string; signUpToken: string }> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json as { token: string; signUpToken: string };
}

/**
 * The three sessions the fuzzer sends on every request (demo admin and partner from the seed, a new customer signed up
 * with the code texted to the Twilio stand-in).
 */
async function signIn(base: string, smsUrl: string) {
  const phone = '9876543210';
  const password = 'farmfresh123';
  const { signUpToken } = await post(base, '/api/register', { name: 'Fuzz Customer', phone, password });
  const customer = await post(base, '/api/register/verify', { phone, code: await waitForCode(smsUrl, phone), signUpToken });
  const admin = await post(base, '/api/admin/login', {
    username: 'admin',
    password: 'admin12345',
  });
  const partner = await post(base, '/api/delivery/login', {
    phone: '9000000001',
    password: 'partner12345',
  });
  return {
    'x-auth-token': customer.token,
    'x-admin-token': admin.token,
    'x-partner-token': partner.token,
  };
}

/** Node with tsx loaded into the process itself (so stopping it stops the API), reading the contract from source. */
function runTs(script: string, env: NodeJS.ProcessEnv, logFd: number): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=@farm-store/source', '--import', 'tsx', script], {
    cwd: ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  children.push(child);
  return child;
}

interface Report {
  operations: number;
  withFailures: number;
  failures: number;
  errors: number;
}

/** The parts of schemathesis's JSON run report read below. */
interface RunReport {
  operations: { tested: number; errored: number };
  failures?: Array<{ count: number; operations: string[] }>;
  errors?: Array<{ operations?: string[] }>;
}

/** Operations tested, those with a failure or an error, and the counts, from schemathesis's JSON run report. */
function readReport(): Report {
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as RunReport;
  const failures = report.failures ?? [];
  const errors = report.errors ?? [];
  // Operations only: a stateful scenario's failure is named "Stateful tests" and counted but belongs to none.
  const failing = new Set([...failures, ...errors].flatMap((f) => f.operations ?? []).filter((op) => /^[A-Z]+ \//.test(op)));
  return {
    operations: report.operations.tested,
    withFailures: Math.min(failing.size, report.operations.tested),
    failures: failures.reduce((n, f) => n + f.count, 0),
    errors: Math.max(errors.length, report.operations.errored),
  };
}

async function main() {
  if (!existsSync(ST)) throw new Error('schemathesis is not installed: run make install (it creates .venv-fuzz/)');
  mkdirSync(RUN_DIR, { recursive: true });
  rmSync(REPORT, { force: true });

  devdb = await startDevdb();
  sms = await startTwilioStandIn();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development' as const,
    HOST: '127.0.0.1',
    PORT: String(port),
    MONGODB_URI: devdbDatabaseUri(devdb.uri, 'farmstore'),
    LOG_LEVEL: 'warn',
    API_DOCS: 'true',
    // As in the browser tests' stack: the fuzzer signs in and up from one address many times a minute. The limit
    // itself stays on (429 is documented and still answered past it).
    AUTH_RATE_LIMIT: '500',
    // Every SMS (the customer's sign-up code among them) to the stand-in, through the real twilio SDK.
    ...standInTwilioEnv(sms.url),
  };
  const logFd = openSync(API_LOG, 'w');

  const seed = runTs('api/src/scripts/seed.ts', env, logFd);
  if ((await exited(seed)) !== 0) throw new Error(`Seeding the demo data failed; see ${path.relative(ROOT, API_LOG)}`);
  const api = runTs('api/src/server.ts', env, logFd);
  await waitForHealth(base, api);
  const headers = await signIn(base, sms.url);

  const args = [
    '--config-file',
    CONFIG,
    'run',
    `${base}/api/docs/json`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    '--report',
    'json',
    '--report-json-path',
    REPORT,
    '--no-color',
  ];
  const stLogFd = openSync(FUZZ_LOG, 'w');
  const st = spawn(ST, args, { cwd: ROOT, stdio: ['ignore', stLogFd, stLogFd] });
  children.push(st);
  const timer = setTimeout(() => st.kill('SIGTERM'), DEADLINE_MS);
  const code = await exited(st);
  clearTimeout(timer);
  await cleanUp();

  if (!existsSync(REPORT)) {
    const why = st.signalCode ? `was stopped after ${DEADLINE_MS / 60_000} minutes` : `exited with ${code} and no report`;
    throw new Error(`schemathesis ${why}; see ${path.relative(ROOT, FUZZ_LOG)}`);
  }
  const report = readReport();
  const notes = [`${report.operations} operations; report in ${path.relative(ROOT, REPORT)}, output in ${path.relative(ROOT, FUZZ_LOG)}`];
  // A failing run shows schemathesis's account of each failure where the developer is looking.
  if (report.failures || report.errors) process.stdout.write(readFileSync(FUZZ_LOG, 'utf8'));
  if (report.failures) notes.push(`${report.failures} failures`);
  if (report.errors) notes.push(`${report.errors} errors`);
  write({
    runner: 'schemathesis',
    passed: report.operations - report.withFailures,
    failed: report.failures + report.errors,
    notes,
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    write({
      runner: 'schemathesis',
      passed: 0,
      failed: 1,
      notes: [`interrupted (${signal})`],
    });
    // Exits whether or not the clean-up succeeds.
    void cleanUp().finally(() => process.exit(1));
  });
}

main().catch(async (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`fuzz-api: ${message}`);
  write({
    runner: 'schemathesis',
    passed: 0,
    failed: 1,
    notes: [`could not run: ${message}`],
  });
  await cleanUp();
  process.exit(1);
});

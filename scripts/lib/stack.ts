import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { devdbDatabaseUri, startDevdb } from './devdb';
import { renderGateway, startNginx } from './gateway';
import { standInRazorpayEnv } from './razorpay-standin';
import { standInTwilioEnv } from './twilio-standin';

/**
 * The whole store on one machine: embedded database, the Twilio stand-in (its SMS inbox at /dev/sms/), the Razorpay
 * stand-in (its page and checkout script at /razorpay-standin/), the map tile stand-in (at /tiles/), API, the four
 * front-end servers and the gateway, all on loopback. `make start` runs it as background processes; the browser tests run it on free ports.
 */
export const ROOT = path.resolve(__dirname, '../..');

/** Where the gateway serves the Razorpay stand-in (development only). */
const RAZORPAY_STANDIN_PATH = '/razorpay-standin';
/** Where the gateway serves the map tile stand-in (development only). */
const TILES_PATH = '/tiles';

export const APPS = [
  { name: 'shop-web', base: '/', fallback: '/index.html', portKey: 'shop' },
  { name: 'admin-web', base: '/admin/', fallback: '/admin/index.html', portKey: 'admin' },
  { name: 'delivery-web', base: '/delivery/', fallback: '/delivery/index.html', portKey: 'delivery' },
  { name: 'shared-ui', base: '/ui/', fallback: '=404', portKey: 'ui' },
] as const;

export interface Ports {
  gateway: number;
  api: number;
  db: number;
  /** The Twilio stand-in: every SMS the API sends goes there (its inbox page is also at the gateway's /dev/sms/). */
  sms: number;
  /** The Razorpay stand-in: the API's payments go there (its page and checkout script are at the gateway's /razorpay-standin/). */
  razorpay: number;
  /** The map tile stand-in: the maps' tiles come from there (through the gateway's /tiles/). */
  tiles: number;
  shop: number;
  admin: number;
  delivery: number;
  ui: number;
}

export interface StackOptions {
  /** Logs, pid files and the rendered nginx configuration. */
  runDir: string;
  /** The embedded database's files (kept between starts for `make start`). */
  dataDir: string;
  /** 0 picks a free port. */
  ports: Ports;
  /** Extra environment for the API (e.g. a lower rate limit). */
  apiEnv?: Record<string, string>;
  /** Use this database instead of starting the embedded one. */
  mongodbUri?: string;
}

export interface RunningStack {
  ports: Ports;
  storeUrl: string;
  apiLog: string;
  /** The Twilio stand-in's base URL (its inbox page, `/messages.json?to=…`). */
  smsUrl: string;
  /** The Razorpay stand-in's base URL (its REST API, its controls under /_standin/). */
  razorpayUrl: string;
  /** The map tile stand-in's base URL (its count of tiles served at /_standin/tiles.json). */
  tilesUrl: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function resolvePorts(ports: Ports): Promise<Ports> {
  const resolved = { ...ports };
  for (const key of Object.keys(resolved) as (keyof Ports)[]) {
    if (resolved[key] === 0) resolved[key] = await freePort();
  }
  return resolved;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000, logFile?: string) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  const tail = logFile && existsSync(logFile) ? `\n--- ${logFile} ---\n${readFileSync(logFile, 'utf8').slice(-3000)}` : '';
  throw new Error(`${what} did not become ready in ${timeoutMs / 1000}s${tail}`);
}

async function isOk(url: string): Promise<boolean> {
  const response = await fetch(url);
  return response.ok;
}

/** Starts a process that outlives this one, output appended to a log file. */
function spawnBackground(command: string, args: string[], logFile: string, env: NodeJS.ProcessEnv): number {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  child.unref();
  return child.pid!;
}

function killPid(pid: number | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!pid) return;
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface PidFile {
  devdb: number;
  sms: number;
  razorpay: number;
  tiles: number;
  api: number;
  nginxPidFile: string;
  ports: Ports;
}

export function readPids(runDir: string): PidFile | null {
  const file = path.join(runDir, 'pids.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PidFile) : null;
}

/** Stops whatever a previous start left running in this run directory. */
export async function stopStack(runDir: string): Promise<void> {
  const pids = readPids(runDir);
  if (!pids) return;
  const nginxPid = existsSync(pids.nginxPidFile) ? Number(readFileSync(pids.nginxPidFile, 'utf8').trim()) : undefined;
  // The gateway first (no new requests), then the API (finishes in-flight ones), then what it uses.
  for (const pid of [nginxPid, pids.api, pids.sms, pids.razorpay, pids.tiles, pids.devdb]) {
    if (!pid) continue;
    killPid(pid, 'SIGTERM');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) killPid(pid, 'SIGKILL');
  }
  rmSync(path.join(runDir, 'pids.json'), { force: true });
}

/** Starts the store; if any part fails to come up, stops the parts already started before reporting it. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  mkdirSync(options.runDir, { recursive: true });
  mkdirSync(options.dataDir, { recursive: true });
  await stopStack(options.runDir);
  try {
    return await startParts(options);
  } catch (err) {
    await stopStack(options.runDir);
    throw err;
  }
}

async function startParts(options: StackOptions): Promise<RunningStack> {
  const { runDir, dataDir } = options;
  const ports = await resolvePorts(options.ports);
  const apiLog = path.join(runDir, 'api.log');
  const pidFile: PidFile = { devdb: 0, sms: 0, razorpay: 0, tiles: 0, api: 0, nginxPidFile: '', ports };
  const savePids = () => writeFileSync(path.join(runDir, 'pids.json'), JSON.stringify(pidFile, null, 2));

  let mongodbUri = options.mongodbUri;
  if (!mongodbUri) {
    const db = await startDevdb({ listen: `127.0.0.1:${ports.db}`, dataDir, logFile: path.join(runDir, 'devdb.log') });
    pidFile.devdb = db.process.pid!;
    savePids();
    mongodbUri = devdbDatabaseUri(db.uri, 'farmstore');
  }

  const smsUrl = `http://127.0.0.1:${ports.sms}`;
  pidFile.sms = spawnBackground(
    process.execPath,
    ['--import', 'tsx', 'scripts/twilio-standin.ts', String(ports.sms)],
    path.join(runDir, 'sms.log'),
    process.env,
  );
  savePids();
  await waitFor('The Twilio stand-in', () => isOk(`${smsUrl}/messages.json`), 30_000, path.join(runDir, 'sms.log'));

  // Webhooks go straight to the API; QR images are named by the gateway's path, so pages load them from whatever
  // address the store is opened at (localhost, or the machine's address on a phone).
  const razorpayUrl = `http://127.0.0.1:${ports.razorpay}`;
  pidFile.razorpay = spawnBackground(
    process.execPath,
    ['--import', 'tsx', 'scripts/razorpay-standin.ts', String(ports.razorpay), `http://127.0.0.1:${ports.api}/api/payments/webhook`, RAZORPAY_STANDIN_PATH],
    path.join(runDir, 'razorpay.log'),
    process.env,
  );
  savePids();
  await waitFor('The Razorpay stand-in', () => isOk(`${razorpayUrl}/`), 30_000, path.join(runDir, 'razorpay.log'));

  const tilesUrl = `http://127.0.0.1:${ports.tiles}`;
  pidFile.tiles = spawnBackground(
    process.execPath,
    ['--import', 'tsx', 'scripts/tile-standin.ts', String(ports.tiles)],
    path.join(runDir, 'tiles.log'),
    process.env,
  );
  savePids();
  await waitFor('The tile stand-in', () => isOk(`${tilesUrl}/_standin/tiles.json`), 30_000, path.join(runDir, 'tiles.log'));

  const apiEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(ports.api),
    MONGODB_URI: mongodbUri,
    // Every SMS (codes and order messages) goes through the real twilio SDK to the stand-in's inbox.
    ...standInTwilioEnv(smsUrl),
    // Payments go through the real razorpay SDK to the stand-in; pages load its checkout script through the gateway.
    ...standInRazorpayEnv(razorpayUrl, `${RAZORPAY_STANDIN_PATH}/checkout.js`),
    // The maps' tiles: the stand-in's, through the gateway, so maps work with no internet.
    MAP_TILE_URL: `${TILES_PATH}/{z}/{x}/{y}.png`,
    ...options.apiEnv,
  };
  pidFile.api = spawnBackground(process.execPath, ['api/dist/server.js'], apiLog, apiEnv);
  savePids();
  await waitFor('The API', () => isOk(`http://127.0.0.1:${ports.api}/api/health`), 30_000, apiLog);

  const seed = spawnSync(process.execPath, ['api/dist/scripts/seed.js'], { cwd: ROOT, env: apiEnv, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`Seeding demo data failed:\n${seed.stdout}\n${seed.stderr}`);

  const nginxDir = renderGateway(path.join(runDir, 'nginx'), ports, {
    apps: APPS,
    smsInboxPort: ports.sms,
    razorpayStandInPort: ports.razorpay,
    tileStandInPort: ports.tiles,
  });
  pidFile.nginxPidFile = path.join(nginxDir, 'nginx.pid');
  savePids();
  startNginx(nginxDir);

  const storeUrl = `http://127.0.0.1:${ports.gateway}`;
  await waitFor('The gateway', async () => (await isOk(`${storeUrl}/api/health`)) && (await isOk(`${storeUrl}/`)));
  return { ports, storeUrl, apiLog, smsUrl, razorpayUrl, tilesUrl, stop: () => stopStack(runDir) };
}

import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { standInTwilioEnv } from '../../../scripts/lib/twilio-standin';
import { DEVELOPMENT_DEFAULTS } from '../../src/config';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * The API from its source, the contract's included (`--conditions=@farm-store/source`, see contracts/package.json), as
 * one real node process (`node --import tsx api/src/server.ts`), for tests that need several processes or a crash.
 * tsx is loaded into this process rather than run as its CLI, which would start the server in a child of its own:
 * killing the CLI would leave that server running (still sending messages, holding its port and database), so a
 * "crash" would not be one.
 */
export function spawnApiProcess(env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  return spawn(process.execPath, ['--conditions=@farm-store/source', '--import', 'tsx', 'api/src/server.ts'], { cwd: ROOT, env, stdio });
}

/** Ends an API process as an operator would (SIGTERM: its graceful shutdown) and waits until it has exited. */
export async function stopApiProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A started API process: where it answers, how its answers name it, and the messages it sent. */
export interface RunningApi {
  url: string;
  child: ChildProcess;
  /** Its `x-served-by` (SERVED_BY_HEADER is on): which process answered a request sent through the gateway. */
  servedBy: string;
  /** Order messages it sent: outside production each is also a `DEV-SMS to=… body=…` line of its log. */
  sms: Array<{ to: string; body: string }>;
  /** The first admin's sign-in, which the process created at start. */
  admin: { username: string; password: string };
}

/** The `msg` of a pino log line, or '' for anything else. */
function logMessage(line: string): string {
  try {
    return String(JSON.parse(line).msg ?? '');
  } catch {
    return '';
  }
}

/**
 * Starts an API process on `uri` (test mode, the development secrets and first admin) and returns once it answers
 * its health check; `env` adds or overrides variables. Stop it with stopApiProcess, or crash it with SIGKILL.
 */
export async function startApiProcess(uri: string, env: Record<string, string> = {}): Promise<RunningApi> {
  const child = spawnApiProcess(
    {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      MONGODB_URI: uri,
      AUTH_RATE_LIMIT: '1000',
      SERVED_BY_HEADER: 'true',
      // Codes reach the run's Twilio stand-in (sign-ups read them there); every SMS is a DEV-SMS line of the log too.
      ...standInTwilioEnv(process.env.TEST_SMS_URL!),
      ...env,
    },
    ['ignore', 'pipe', 'pipe'],
  );
  const sms: RunningApi['sms'] = [];
  let rest = '';
  let log = '';
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      const lines = (rest + chunk.toString('utf8')).split('\n');
      rest = lines.pop()!;
      for (const line of lines) {
        if (log.length < 20_000) log += `${line}\n`;
        const msg = logMessage(line);
        const address = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(msg)?.[1];
        if (address) resolve(address);
        const sent = /^DEV-SMS to=(\S+) body=([\s\S]*)$/.exec(msg);
        if (sent) sms.push({ to: sent[1]!, body: sent[2]! });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    // Compiling and starting can take a while on a busy machine: this waits on the events, not on a deadline.
    child.once('exit', (code) => reject(new Error(`the API process exited (${code}) before listening:\n${log}`)));
  });
  const url = await listening;
  const servedBy = (await fetch(`${url}/api/health`)).headers.get('x-served-by');
  if (!servedBy) throw new Error('the API process does not name itself in x-served-by');
  const admin = { username: env.ADMIN_USERNAME ?? DEVELOPMENT_DEFAULTS.ADMIN_USERNAME, password: env.ADMIN_PASSWORD ?? DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD };
  return { url, child, servedBy, sms, admin };
}

/**
 * A second real API process on the test app's database (same secret), started before the tests of the surrounding
 * describe and stopped after them. `url` is its base URL once it answers its health check.
 */
export function useSecondApiProcess(t: { config: { MONGODB_URI: string; JWT_SECRET: string; AUTH_RATE_LIMIT: number } }): { readonly url: string } {
  let second: RunningApi | undefined;
  beforeAll(async () => {
    second = await startApiProcess(t.config.MONGODB_URI, { JWT_SECRET: t.config.JWT_SECRET, AUTH_RATE_LIMIT: String(t.config.AUTH_RATE_LIMIT) });
  }, 120_000);
  afterAll(() => stopApiProcess(second?.child));
  return {
    get url() {
      if (!second) throw new Error('The second API process has not started yet: use it inside a test or a hook');
      return second.url;
    },
  };
}

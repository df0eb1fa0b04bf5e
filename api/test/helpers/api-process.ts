import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/stack';
import { until } from './until';

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
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * A second real API process on the test app's database (same secret), started before the tests of the surrounding
 * describe and stopped after them. `url` is its base URL once it answers its health check.
 */
export function useSecondApiProcess(t: { config: { MONGODB_URI: string; JWT_SECRET: string; AUTH_RATE_LIMIT: number } }): { readonly url: string } {
  let child: ChildProcess | undefined;
  let url = '';
  beforeAll(async () => {
    const port = await freePort();
    child = spawnApiProcess(
      {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        MONGODB_URI: t.config.MONGODB_URI,
        JWT_SECRET: t.config.JWT_SECRET,
        AUTH_RATE_LIMIT: String(t.config.AUTH_RATE_LIMIT),
      },
      'ignore',
    );
    const base = `http://127.0.0.1:${port}`;
    await until(
      async () => {
        if (child!.exitCode !== null) throw new Error(`the second API process exited (${child!.exitCode})`);
        return fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
      },
      'the second API process to answer its health check',
      90_000,
    );
    url = base;
  }, 120_000);
  afterAll(() => stopApiProcess(child));
  return {
    get url() {
      if (!url) throw new Error('The second API process has not started yet: use it inside a test or a hook');
      return url;
    },
  };
}

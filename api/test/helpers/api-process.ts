import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import path from 'node:path';

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

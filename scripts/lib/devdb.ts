import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The embedded database launcher built from devdb/ (FerretDB on SQLite). */
export const DEVDB_BIN = path.resolve(__dirname, '../../../devdb/bin/devdb');

export interface RunningDevdb {
  uri: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Builds devdb when the binary is missing (the Makefile normally does it, cached). */
export function ensureDevdbBuilt(): void {
  if (existsSync(DEVDB_BIN)) return;
  const result = spawnSync('go', ['build', '-o', 'bin/devdb', '.'], {
    cwd: path.dirname(path.dirname(DEVDB_BIN)),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Could not build devdb (needs Go): see the output above');
}

/**
 * Starts a devdb on a free port. With `listen` and `dataDir` given it restarts an earlier database in
 * place (the fault tests stop and start the same one); otherwise it gets a fresh temporary directory.
 */
export async function startDevdb(options: { listen?: string; dataDir?: string } = {}): Promise<RunningDevdb> {
  ensureDevdbBuilt();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'farm-store-db-'));
  const child = spawn(DEVDB_BIN, ['-listen', options.listen ?? '127.0.0.1:0', '-data', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const uri = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`devdb did not start in time:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /devdb ready (mongodb:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`devdb exited with ${code}:\n${output}`));
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { uri, dataDir, process: child, stop };
}

/** Stops a devdb and deletes its data. */
export async function destroyDevdb(db: RunningDevdb): Promise<void> {
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
}

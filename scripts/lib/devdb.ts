import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The embedded database launcher built from devdb/ (FerretDB on SQLite). */
export const DEVDB_BIN = path.resolve(__dirname, '../../devdb/bin/devdb');

export interface RunningDevdb {
  uri: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface DevdbOptions {
  /** host:port; port 0 picks a free one. */
  listen?: string;
  /** Reuse this data directory (restart in place); otherwise a fresh temporary one. */
  dataDir?: string;
  /** Write output to this file and let the database outlive this process (make start). */
  logFile?: string;
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

const READY = /devdb ready (mongodb:\/\/\S+?)\/?\s/;

/** Starts a devdb and resolves with its URI once it prints its readiness line. */
export async function startDevdb(options: DevdbOptions = {}): Promise<RunningDevdb> {
  ensureDevdbBuilt();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'farm-store-db-'));
  const args = ['-listen', options.listen ?? '127.0.0.1:0', '-data', dataDir];
  let child: ChildProcess;
  let readOutput: () => string;
  if (options.logFile) {
    const fd = openSync(options.logFile, 'a');
    const offset = existsSync(options.logFile) ? readFileSync(options.logFile).length : 0;
    child = spawn(DEVDB_BIN, args, { stdio: ['ignore', fd, fd], detached: true });
    closeSync(fd);
    child.unref();
    readOutput = () => readFileSync(options.logFile!).subarray(offset).toString();
  } else {
    let output = '';
    child = spawn(DEVDB_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    readOutput = () => output;
  }

  const uri = await new Promise<string>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = READY.exec(readOutput());
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      } else if (child.exitCode !== null || Date.now() - started > 20_000) {
        clearInterval(timer);
        reject(new Error(`devdb did not start:\n${readOutput()}`));
      }
    }, 50);
  });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { uri, dataDir, process: child, stop };
}

/** The connection string of one database inside a devdb. FerretDB has no retryable writes, so they are off. */
export function devdbDatabaseUri(serverUri: string, database: string): string {
  return `${serverUri.replace(/\/$/, '')}/${database}?retryWrites=false`;
}

/** Stops a devdb and deletes its data. */
export async function destroyDevdb(db: RunningDevdb): Promise<void> {
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
}

import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Freezes a database process (SIGSTOP: its connections stay open and nothing answers, as in a network partition)
 * and returns once every one of its threads is stopped: kill() only sends the signal, and a database still running
 * on the other core could answer the command about to be written meanwhile. Synchronous, so it can be called from a
 * command-started event: the command then leaves only once the database is frozen.
 */
export function freezeDatabase(db: ChildProcess): void {
  db.kill('SIGSTOP');
  const tasks = `/proc/${db.pid}/task`;
  const stopped = () => readdirSync(tasks).every((id) => / [Tt] /.test(readFileSync(`${tasks}/${id}/stat`, 'utf8').replace(/^.*\)/s, ')')));
  const deadline = Date.now() + 5000;
  while (!stopped()) if (Date.now() > deadline) throw new Error('the database did not stop within 5 s of SIGSTOP');
}

/** Lets a frozen database run again. */
export function thawDatabase(db: ChildProcess): void {
  db.kill('SIGCONT');
}

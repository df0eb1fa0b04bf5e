import { readFileSync } from 'node:fs';

/** CPU time (user + system) a process has used so far, in seconds; 0 when it is gone. Linux /proc only. */
function cpuSeconds(pid: number): number {
  try {
    // The fields after the command name (which may hold spaces) in parentheses; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks, 100 a second on Linux
  } catch {
    return 0;
  }
}

/**
 * Waits until the store's processes are quiet — together under a tenth of a core over a second — so that a figure
 * measures the load put on them and not work they are still doing after the bench changed their data (the
 * database settling a bulk insert, the API rebuilding its catalogue pages). Answers the seconds waited; gives up
 * after `maxSeconds` and answers that.
 */
export async function waitUntilSettled(pids: number[], maxSeconds = 60): Promise<number> {
  const started = performance.now();
  let before = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  while ((performance.now() - started) / 1000 < maxSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    if (now - before < 0.1) break;
    before = now;
  }
  return (performance.now() - started) / 1000;
}

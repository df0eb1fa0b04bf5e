import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

/**
 * wrk (Debian's package; `make bench` installs it), the load generator of the catalogue figures. Those figures
 * compare servers answering tens of thousands of small reads a second on two shared cores, where autocannon (in
 * JavaScript, on one of the two cores) was itself the limit: it ran at 95 % of its core while nginx answered from the
 * micro-cache at 70 % of the other, so the gateway's figure measured autocannon's HTTP parser (an answer with more
 * headers parsed slower) rather than the gateway. wrk, in C with one thread, takes a fraction of that.
 */
const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((p) => existsSync(p)) ?? 'wrk';

export interface WrkResult {
  requestsPerSecond: number;
  p99: number;
  /** Answers other than 2xx/3xx, plus socket errors and timeouts. */
  failures: number;
}

const run = promisify(execFile);

/** Milliseconds from wrk's "1.98ms", "830.00us", "1.02s". */
function ms(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!m) throw new Error(`wrk printed a latency it cannot be read from: ${text}`);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(m[1]) * unit;
}

/** Parses wrk's report (run with --latency). */
function parseWrk(out: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  const p99 = /^\s+99%\s+(\S+)/m.exec(out);
  if (!rps || !p99) throw new Error(`wrk's report was not understood:\n${out}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { requestsPerSecond: Number(rps[1]), p99: ms(p99[1]!), failures: non2xx + socketErrors };
}

/** `connections` keep-alive connections on one thread for `seconds`. */
export async function wrk(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<WrkResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const { stdout } = await run(WRK, args, { timeout: (seconds + 30) * 1000 });
  return parseWrk(stdout);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { renderGateway, startNginx, stopNginx } from '../scripts/lib/gateway';
import { APPS, freePort, ROOT, type Ports } from '../scripts/lib/stack';
import { benchCheckout, CATALOGUE_QUERY, type CheckoutSetup, type Target } from './api';
import type { Report } from './report';

/**
 * BENCH_API_PROCESSES=N: the same figures with the API as 1 and then N processes behind the gateway (nginx spreads
 * requests over the upstream's servers). Measured through the gateway both times, so the two compare:
 * - the catalogue as a signed-in shopper reads it (a token: never from the micro-cache, so every read reaches an
 *   API process) and as anyone else does (the micro-cache answers);
 * - checkout (quote + order) for 30 s at 20 connections.
 */

export interface ApiProcesses {
  ports: number[];
  procs: ChildProcess[];
}

/** Starts `n` more API processes on the stack's database; answers once each one's health answers. */
export async function startMoreApiProcesses(n: number, runDir: string, mongodbUri: string): Promise<ApiProcesses> {
  const ports: number[] = [];
  const procs: ChildProcess[] = [];
  for (let i = 0; i < n; i++) {
    const port = await freePort();
    const log = openSync(path.join(runDir, `api-${i + 2}.log`), 'a');
    const env = { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), MONGODB_URI: mongodbUri, AUTH_RATE_LIMIT: '1000000' };
    procs.push(spawn(process.execPath, ['api/dist/server.js'], { cwd: ROOT, env, stdio: ['ignore', log, log] }));
    closeSync(log);
    ports.push(port);
  }
  // A start reads the last day's orders for the order messages (notifications/plugin.ts): minutes on a busy machine.
  for (const [i, port] of ports.entries()) {
    const started = Date.now();
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() - started > 180_000 || procs[i]!.exitCode !== null) {
        for (const proc of procs) proc.kill('SIGTERM');
        const log = readFileSync(path.join(runDir, `api-${i + 2}.log`), 'utf8').slice(-2000);
        throw new Error(`API process on port ${port} exited or did not answer its health check within 180 s:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { ports, procs };
}

/** Restarts the stack's gateway with these API processes in its upstream (none: the stack's one process alone). */
export async function pointGateway(runDir: string, ports: Ports, moreApiPorts: number[]): Promise<void> {
  const dir = path.join(runDir, 'nginx');
  await stopNginx(dir);
  renderGateway(dir, ports, { apps: APPS, moreApiPorts, smsInboxPort: ports.sms });
  startNginx(dir);
}

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

export async function benchProcesses(report: Report, t: Target, label: string, token: string | undefined, setup: CheckoutSetup | string): Promise<void> {
  const group = `API processes: ${label}`;
  for (const [who, headers] of [
    ['signed in (past the micro-cache)', token ? { 'x-auth-token': token, 'accept-encoding': 'gzip' } : null],
    ['anonymous (micro-cache)', { 'accept-encoding': 'gzip' }],
  ] as const) {
    if (!headers) continue;
    const opts = { url: t.gateway + CATALOGUE_QUERY, connections: 100, headers: { ...headers } };
    await cannon({ ...opts, duration: 2 });
    const r = await cannon({ ...opts, duration: 6 });
    const errs = r.non2xx + r.errors + r.timeouts;
    report.info(
      group,
      `catalogue through the gateway, ${who}: req/s`,
      r.requests.average,
      'req/s',
      `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${errs ? `, ${errs} failed requests` : ''}`,
    );
  }
  await benchCheckout(report, t, setup, { base: t.gateway, group });
}

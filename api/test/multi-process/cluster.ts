import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { devdbDatabaseUri } from '../../../scripts/lib/devdb';
import { startApiProcess, stopApiProcess, type RunningApi } from '../helpers/api-process';
import { http, type Http } from '../helpers/build-app';
import { startTestGateway, type TestGateway } from '../helpers/gateway';

/** Several API processes on one fresh database behind the real nginx gateway, as `--scale api=N` runs them. */
export interface ApiCluster {
  processes: RunningApi[];
  /** The i-th process (modulo their number), for the fixtures of notifications/support.ts. */
  process(i: number): RunningApi;
  /** JSON calls to the i-th process (modulo their number): `cluster.at(i).post(…)` alternates with i. */
  at(i: number): Http;
  /** JSON calls through the gateway, which balances over every process. */
  gateway: Http;
  gatewayUrl: string;
  /** The shared database, for what only it can tell (counts, the outbox). */
  db: mongoose.Connection;
  /** A session of the first admin, signed in at the first process. */
  admin: Record<string, string>;
}

/**
 * Starts `count` API processes (each with `env`) and the gateway before the tests of the surrounding describe and
 * stops them after; the fields are there once started (inside tests and hooks).
 */
export function useApiCluster(count: number, env: Record<string, string> = {}): ApiCluster {
  let gateway: TestGateway | undefined;
  const cluster = {
    processes: [] as RunningApi[],
    process: (i: number) => cluster.processes[i % count]!,
    at: (i: number) => http(cluster.processes[i % count]!.url),
    gateway: http(() => gateway!.url),
    get gatewayUrl() {
      return gateway!.url;
    },
    db: undefined as unknown as mongoose.Connection,
    admin: {} as Record<string, string>,
  };

  beforeAll(async () => {
    const uri = devdbDatabaseUri(process.env.TEST_DEVDB_URI!, `test_${randomBytes(6).toString('hex')}`);
    // One process first: it creates the database's indexes and first admin, which the others then find.
    cluster.processes.push(await startApiProcess(uri, env));
    cluster.processes.push(...(await Promise.all(Array.from({ length: count - 1 }, () => startApiProcess(uri, env)))));
    const [first, ...more] = cluster.processes.map((p) => p.url);
    gateway = await startTestGateway(first!, {}, { moreApiUrls: more });
    cluster.db = await mongoose.createConnection(uri).asPromise();
    const login = await cluster.at(0).post('/api/admin/login', cluster.processes[0]!.admin);
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
    cluster.admin['x-admin-token'] = login.body.token;
  }, 120_000);

  afterAll(async () => {
    await gateway?.close();
    await Promise.all(cluster.processes.map((p) => stopApiProcess(p.child)));
    await cluster.db?.close();
  });

  return cluster;
}

import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { AdminModel } from '../../src/modules/accounts/admin-model';
import { devdbDatabaseUri } from '../../../scripts/lib/devdb';
import { standInTwilioEnv } from '../../../scripts/lib/twilio-standin';

export interface TestApp {
  app: FastifyInstance;
  /** Base URL of the app listening on a free loopback port, for real HTTP calls. */
  url: string;
  config: Config;
  /** Id of the first admin (from ADMIN_USERNAME), for tests that sign admin tokens themselves. */
  adminId: string;
  close(): Promise<void>;
}

/** The Twilio settings of a test app without any SMS provider (codes and messages go to its log only). */
export const NO_SMS_PROVIDER = { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '', TWILIO_API_BASE_URL: '' };

/**
 * A configuration for tests: a fresh database of its own inside the run's embedded database, (outside production)
 * every SMS sent to the run's Twilio stand-in, where tests read the codes, and no subscriptions' cut-off run on the
 * real clock (it would make orders of a test's subscriptions whenever it fell due; tests run it at instants they choose).
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const base = process.env.TEST_DEVDB_URI;
  const sms = process.env.TEST_SMS_URL;
  if (!base || !sms) throw new Error('TEST_DEVDB_URI or TEST_SMS_URL is not set: run the API tests through jest (global setup starts them)');
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MONGODB_URI: devdbDatabaseUri(base, `test_${randomBytes(6).toString('hex')}`),
    AUTH_RATE_LIMIT: '1000',
    SUBSCRIPTION_RUN_MS: '0',
    ...(overrides.NODE_ENV === 'production' ? {} : standInTwilioEnv(sms)),
    ...overrides,
  });
}

/**
 * Builds the real app on a fresh database and listens on a free port. Call close() in afterAll.
 * One app per test file: mongoose's connection is per module registry, and jest gives each file its own.
 */
export async function startTestApp(overrides: Record<string, string> = {}, deps: AppDependencies = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const app = await buildApp(config, deps);
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const admin = await AdminModel.findOne({ username: config.ADMIN_USERNAME.toLowerCase() }, { _id: 1 }).lean();
  if (!admin) throw new Error('The first admin was not created at start');
  return { app, url, config, adminId: admin._id.toString(), close: () => app.close() };
}

/** A JSON answer's body: the parsed JSON, undefined when empty, `otherwise` when the text is not JSON. */
export function parseJsonBody(text: string, otherwise: unknown): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return otherwise;
  }
}

export type Http = ReturnType<typeof http>;

/**
 * fetch() from another loopback address (127.0.0.2 …): the server — the gateway — sees that address as the client's,
 * as it would see phones on different networks. fetch cannot choose its local address; node:http can.
 */
function fetchFrom(localAddress: string): typeof fetch {
  return (async (url: string, init: RequestInit) => {
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    return new Promise<Response>((resolve, reject) => {
      const req = httpRequest(url, { method: init.method, headers: init.headers as Record<string, string>, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
          resolve(new Response(Buffer.concat(chunks).length ? Buffer.concat(chunks) : null, { status: res.statusCode, headers }));
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }) as typeof fetch;
}

/**
 * JSON over real HTTP: `const { status, body } = await http(url).post('/api/login', {...}, { 'x-auth-token': t })`.
 * The base URL may be given as a function, read at each call, for an app that starts later. `localAddress` sends
 * from another loopback address (see fetchFrom).
 */
export function http(baseUrl: string | (() => string), options: { localAddress?: string } = {}) {
  const send = options.localAddress ? fetchFrom(options.localAddress) : fetch;
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    const response = await send(base + path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const json: any = parseJsonBody(text, text);
    return { status: response.status, body: json, headers: response.headers };
  }
  return {
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call('PUT', path, body, headers),
    patch: (path: string, body?: unknown, headers?: Record<string, string>) => call('PATCH', path, body, headers),
    delete: (path: string, headers?: Record<string, string>) => call('DELETE', path, undefined, headers),
  };
}

/** The app of one test file as useTestApp hands it out: the started app, JSON calls to it and an admin session. */
export interface TestAppOfFile extends TestApp {
  api: Http;
  /** Headers of a session of the store's first admin, filled in when the app starts. */
  adminHeaders: Record<string, string>;
}

/**
 * Starts the app before the tests of the surrounding describe and closes it after them. Its fields are there once
 * the app has started (inside tests and hooks); `api` and `adminHeaders` may be taken at once:
 * `const t = useTestApp(); const { api, adminHeaders } = t;`. Settings known only once something else has started (a
 * stand-in's port) are given as a function, called before the app starts.
 */
export function useTestApp(overrides: Record<string, string> | (() => Promise<Record<string, string>>) = {}, deps: AppDependencies = {}): TestAppOfFile {
  let started: TestApp | undefined;
  const adminHeaders: Record<string, string> = {};
  const current = () => {
    if (!started) throw new Error('The test app has not started yet: use it inside a test or a hook');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(typeof overrides === 'function' ? await overrides() : overrides, deps);
    adminHeaders['x-admin-token'] = started.app.issueToken({ id: started.adminId, role: 'admin' });
  });
  afterAll(() => started?.close());
  return {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get config() {
      return current().config;
    },
    get adminId() {
      return current().adminId;
    },
    close: () => current().close(),
    api: http(() => current().url),
    adminHeaders,
  };
}

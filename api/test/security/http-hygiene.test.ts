import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { spawnApiProcess, stopApiProcess } from '../helpers/api-process';
import { until } from '../helpers/until';
import { ConfigError, DEVELOPMENT_DEFAULTS, loadConfig } from '../../src/config';
import { devdbDatabaseUri } from '../../../scripts/lib/devdb';
import { addFigures, reportFigures } from './support/figures';
import { rawCall } from './support/world';

const ROOT = path.resolve(__dirname, '../../..');
const STRONG_SECRET = randomBytes(32).toString('hex');
const ADMIN_PASSWORD = `Adm!n-${randomBytes(6).toString('hex')}`;

function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    MONGODB_URI: devdbDatabaseUri(process.env.TEST_DEVDB_URI!, `test_prod_${randomBytes(5).toString('hex')}`),
    JWT_SECRET: STRONG_SECRET,
    ADMIN_USERNAME: 'owner',
    ADMIN_PASSWORD,
  };
}

/** Security headers, error bodies and secrets in production mode; the gateway's Content-Security-Policy. */
describe('HTTP hygiene', () => {
  let app: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    app = await buildApp(loadConfig(productionEnv()));
    // A route that fails the way a bug would, with details that must stay in the log.
    app.get('/api/test-only/boom', async () => {
      throw new Error('connection to db-7.internal failed with password=hunter2');
    });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    reportFigures(__filename);
  });

  const HEADERS = {
    'content-security-policy': /^default-src 'none'; frame-ancestors 'none'$/,
    'x-content-type-options': /^nosniff$/,
    'strict-transport-security': /max-age=\d+/,
    'x-frame-options': /^DENY$/,
    'referrer-policy': /^no-referrer$/,
    'cross-origin-resource-policy': /^same-origin$/,
  };
  // Headers meant for HTML documents or retired browsers: no use on JSON and images, only bytes on every answer.
  const NOT_SENT = [
    'x-xss-protection',
    'x-download-options',
    'x-dns-prefetch-control',
    'origin-agent-cluster',
    'x-permitted-cross-domain-policies',
    'x-powered-by',
    'server',
  ];

  it('sends the security headers of a JSON API on answers, errors included, and nothing that gives the server away', async () => {
    let checked = 0;
    for (const [method, p, body] of [
      ['GET', '/api/health', undefined],
      ['GET', '/api/products', undefined],
      ['GET', '/api/me', undefined],
      ['GET', '/api/nowhere', undefined],
      ['POST', '/api/login', '{"phone":'],
      ['GET', '/api/test-only/boom', undefined],
    ] as const) {
      const res = await rawCall(url, method, p, { body, headers: body ? { 'content-type': 'application/json' } : {} });
      for (const [name, re] of Object.entries(HEADERS)) expect([p, name, res.headers.get(name)]).toEqual([p, name, expect.stringMatching(re)]);
      for (const name of NOT_SENT) expect([p, name, res.headers.get(name)]).toEqual([p, name, null]);
      checked += 1;
    }
    addFigures({ 'hygiene: responses checked for security headers': checked });
  });

  it('answers errors in production as plain {msg}, never with a stack or internal details', async () => {
    const cases = [
      ['GET', '/api/test-only/boom', undefined, 500],
      ['GET', '/api/nowhere', undefined, 404],
      ['POST', '/api/login', '{"phone":', 400],
      ['POST', '/api/login', '{"phone":"9876543210","password":{"$gt":""}}', 400],
      ['POST', '/api/login', JSON.stringify({ pad: 'x'.repeat(300_000) }), 413],
      ['GET', '/api/admin/users', undefined, 401],
    ] as const;
    for (const [method, p, body, status] of cases) {
      const res = await rawCall(url, method, p, { body, headers: body ? { 'content-type': 'application/json' } : {} });
      expect([p, res.status]).toEqual([p, status]);
      expect(Object.keys(res.json as object)).toEqual(['msg']);
      expect(res.text).not.toMatch(/stack|hunter2|db-7|\bat .*\.(ts|js):\d+|node_modules|Error:/);
    }
  });

  it('keeps the API docs private in production unless the operator turns them on', async () => {
    for (const p of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await rawCall(url, 'GET', p);
      expect([p, res.status, res.json]).toEqual([p, 404, { msg: expect.stringMatching(/No such address/) }]);
    }
    expect(loadConfig(productionEnv()).API_DOCS).toBe(false);
    expect(loadConfig({ ...productionEnv(), API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1/x', NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1/x', NODE_ENV: 'development', API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('refuses to start in production with the development secrets or a weak secret', () => {
    const base = productionEnv();
    const refuse = (env: Record<string, string | undefined>, problem: RegExp) => {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).message).toMatch(problem);
    };
    refuse({ ...base, JWT_SECRET: undefined }, /JWT_SECRET/);
    refuse({ ...base, JWT_SECRET: DEVELOPMENT_DEFAULTS.JWT_SECRET }, /JWT_SECRET/);
    refuse({ ...base, JWT_SECRET: 'short-but-16-chars' }, /JWT_SECRET/);
    refuse({ ...base, ADMIN_PASSWORD: undefined }, /ADMIN_PASSWORD/);
    refuse({ ...base, ADMIN_PASSWORD: DEVELOPMENT_DEFAULTS.ADMIN_PASSWORD }, /ADMIN_PASSWORD/);
    // The SMS inbox's stand-in is for development and tests only.
    refuse({ ...base, TWILIO_API_BASE_URL: 'http://127.0.0.1:8085' }, /TWILIO_API_BASE_URL must not be set in production/);
    expect(() => loadConfig(base)).not.toThrow();
  });

  it('gives the gateway a Content-Security-Policy that still lets the federated apps load', () => {
    const conf = readFileSync(path.join(ROOT, 'gateway/security-headers.conf'), 'utf8');
    // The pages' CSP is the `page` value of the $page_csp map (scripts and styles get none: it means nothing there).
    const csp = /map \$store_response \$page_csp \{\s*page "([^"]+)"/.exec(conf)?.[1] ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    );
    // The shared UI kit's remoteEntry.js and chunks come from /ui/ on the same origin; the API is same-origin too.
    // Razorpay Checkout is the one other origin for scripts, frames and requests: its script, its payment frame, its
    // logging. The maps' tiles are the one other origin for images.
    expect(directives['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(directives['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://lumberjack.razorpay.com']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(csp).not.toMatch(/unsafe-eval|\*/);
    expect(conf).toMatch(/add_header Content-Security-Policy \$page_csp always;/);
    expect(conf).toMatch(/map \$store_response \$static_nosniff \{ api ""; default "nosniff"; \}/);
    expect(conf).toMatch(/add_header X-Content-Type-Options \$static_nosniff always;/);
    // The headers are set once at http level; a location with an add_header of its own drops them all. Only an API
    // location may have one (the page-only headers are empty there), and it repeats HSTS.
    const gateway = readFileSync(path.join(ROOT, 'gateway/templates/gateway.conf.template'), 'utf8');
    expect(gateway).toMatch(/^include security-headers\.conf;$/m);
    const locations = nginxLocations(gateway);
    expect(locations.filter((l) => /proxy_pass/.test(l.body)).length).toBeGreaterThanOrEqual(5);
    for (const l of locations.filter((l) => /add_header/.test(l.body))) {
      expect([l.where, l.where.includes('/api/')]).toEqual([l.where, true]);
      expect([l.where, /add_header Strict-Transport-Security \$hsts_\$GATEWAY_TLS always;/.test(l.body)]).toEqual([l.where, true]);
    }
  });
});

/**
 * Each `location` block of an nginx config with its own directives (nested blocks left out), comments removed and
 * the template's `${NAME}` placeholders written `$NAME`, so their braces are not taken for blocks.
 */
function nginxLocations(conf: string): Array<{ where: string; body: string }> {
  const text = conf.replace(/#.*$/gm, '').replace(/\$\{(\w+)\}/g, '$$$1');
  const found: Array<{ where: string; body: string }> = [];
  for (const match of text.matchAll(/location\s+([^{;]+)\{/g)) {
    let depth = 0;
    let body = '';
    for (let i = match.index! + match[0].length; i < text.length; i++) {
      const c = text[i]!;
      if (c === '}' && depth === 0) break;
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (depth === 0) body += c;
    }
    found.push({ where: match[1]!.trim(), body });
  }
  return found;
}

/** The real server (server.ts) in production mode at the most verbose log level: no password or code in its log. */
describe('secrets never reach the log', () => {
  let child: ChildProcess;
  let log = '';
  let url = '';

  beforeAll(async () => {
    child = spawnApiProcess({ ...process.env, ...productionEnv(), LOG_LEVEL: 'trace', HOST: '127.0.0.1', PORT: '0', AUTH_RATE_LIMIT: '1000' }, [
      'ignore',
      'pipe',
      'pipe',
    ]);
    // Waits for the server's own "listening" line (or its exit): compiling and starting it can take a while on a
    // busy machine, so this waits on the event rather than on a deadline of its own.
    url = await new Promise<string>((resolve, reject) => {
      const onData = (c: Buffer) => {
        log += c.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
        if (listening) resolve(listening);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', () => reject(new Error(`server did not start:\n${log}`)));
    });
  }, 120_000);
  afterAll(async () => {
    await stopApiProcess(child);
    reportFigures(__filename);
  });

  it('logs requests at trace level without passwords, new passwords or one-time codes', async () => {
    const json = { 'content-type': 'application/json' };
    const post = (p: string, body: unknown) => rawCall(url, 'POST', p, { body: JSON.stringify(body), headers: json });
    const secrets = ['Customer-Pass-9431', 'Wrong-Pass-5517', 'Reset-Pass-2286', ADMIN_PASSWORD, 'Admin-Guess-7781', '482913'];
    // No SMS provider here: the sign-up code is never sent, so no account comes of it (the password still crossed).
    const started = await post('/api/register', { name: 'Log Watcher', phone: '9988776601', password: secrets[0] });
    expect(started.status).toBe(202);
    const signUpToken = (JSON.parse(started.text) as { signUpToken: string }).signUpToken;
    expect((await post('/api/register/verify', { phone: '9988776601', code: secrets[5], signUpToken })).status).toBe(400);
    expect((await post('/api/login', { phone: '9988776601', password: secrets[0] })).status).toBe(401);
    expect((await post('/api/login', { phone: '9988776601', password: secrets[1] })).status).toBe(401);
    expect((await post('/api/admin/login', { username: 'owner', password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await post('/api/admin/login', { username: 'owner', password: secrets[4] })).status).toBe(401);
    expect((await post('/api/forgot-password-twilio', { phone: '9988776601' })).status).toBe(200);
    expect((await post('/api/reset-password-twilio', { phone: '9988776601', otp: secrets[5], newPassword: secrets[2] })).status).toBe(400);
    expect((await rawCall(url, 'GET', `/api/products?password=${secrets[1]}`)).status).toBe(400);
    // The server writes its log on its own time: once the last request's answer is logged, so is all before it.
    const last = `/api/log-marker-${randomBytes(4).toString('hex')}`;
    expect((await rawCall(url, 'GET', last)).status).toBe(404);
    await until(() => new RegExp(`${last}[^]*request completed`).test(log), `the log line of ${last} being answered`);

    const lines = log.split('\n').filter(Boolean);
    addFigures({ 'hygiene: log lines read (production, trace level)': lines.length });
    expect(lines.length).toBeGreaterThan(10);
    const leaked = secrets.filter((s) => log.includes(s));
    // The query string is the client's choice; the others are bodies and must never appear.
    expect(leaked.filter((s) => s !== secrets[1] || !log.includes(`password=${s}`))).toEqual([]);
    // No one-time code either (development writes DEV-OTP lines; production never does).
    expect(log).not.toMatch(/DEV-OTP|code=\d{6}|\b\d{6}\b is your/);
  });
});

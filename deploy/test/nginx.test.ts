import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, buildOf, envExample, imageStages, loadCompose, operatorEnv, serviceEnvironment, stageCopies, stageEnv, type Env } from './support/deployment';

/**
 * The nginx configuration each nginx container of the compose file ends up with, rebuilt on this machine
 * and checked with Debian's `nginx -t`:
 *  1. a stand-in for the image's /etc/nginx: its nginx.conf (mirrored below) and mime.types;
 *  2. the COPY instructions of the image's last stage, applied to that folder;
 *  3. the image's start-up templating, done with gateway/render.mjs: /etc/nginx/templates/X.template
 *     becomes /etc/nginx/conf.d/X with the environment of the Dockerfile (ENV) and the compose service;
 *  4. upstream host names (compose services, which do not resolve here) replaced by 127.0.0.1, ports kept, and
 *     their `resolve` parameter dropped: Debian's nginx (1.22) predates it; the image's (1.28) has it, and the
 *     test "finds the API's replicas…" pins that version and the parameter.
 */
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const services = loadCompose(operatorEnv()).services;
const NGINX_SERVICES = Object.entries(services)
  .filter(([, s]) => {
    const build = buildOf(s);
    return build && /nginx/.test(imageStages(build).at(-1)!.from);
  })
  .map(([name]) => name);

/** nginx.conf of nginxinc/nginx-unprivileged (Debian), with /etc/nginx and /tmp moved into `dir`. */
function imageNginxConf(etc: string, tmp: string): string {
  return `worker_processes auto;
error_log ${tmp}/error.log notice;
pid ${tmp}/nginx.pid;
events { worker_connections 1024; }
http {
    proxy_temp_path ${tmp}/proxy_temp;
    client_body_temp_path ${tmp}/client_temp;
    fastcgi_temp_path ${tmp}/fastcgi_temp;
    uwsgi_temp_path ${tmp}/uwsgi_temp;
    scgi_temp_path ${tmp}/scgi_temp;
    include ${etc}/mime.types;
    default_type application/octet-stream;
    log_format main '$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent" "$http_x_forwarded_for"';
    access_log ${tmp}/access.log main;
    sendfile on;
    keepalive_timeout 65;
    include ${etc}/conf.d/*.conf;
}
`;
}

interface Rendered {
  dir: string;
  etc: string;
  /** conf.d file name → rendered text as the container would have it (real host names). */
  confs: Record<string, string>;
}

/** gateway/render.mjs (what `make start` uses) on a template; `imageLike` first drops comment lines. */
function renderTemplate(template: string, env: Env, imageLike = true): string {
  const work = mkdtempSync(path.join(tmpdir(), 'render-'));
  made.push(work);
  const out = path.join(work, 'out.conf');
  let input = template;
  if (imageLike) {
    // The image's envsubst replaces only variables that are set and leaves any other ${X} alone, in
    // comments too; render.mjs refuses an unknown name anywhere. Comments cannot change what nginx does.
    input = path.join(work, 'in.template');
    writeFileSync(input, readFileSync(template, 'utf8').replace(/^\s*#.*$/gm, ''));
  }
  const result = spawnSync(process.execPath, [path.join(ROOT, 'gateway/render.mjs'), input, out], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`render.mjs ${template}: ${result.stderr}`);
  const text = readFileSync(out, 'utf8');
  rmSync(work, { recursive: true, force: true });
  return text;
}

/** Temporary folders, removed after the suite (also when rendering failed half-way). */
const made: string[] = [];

/**
 * Steps 1-3 for one compose service; `moveCopy` lets a test put a file somewhere else, `env` sets operator
 * values as an .env file would (the compose file is interpolated again with them).
 */
function renderService(name: string, moveCopy: (dest: string) => string = (d) => d, env: Env = {}): Rendered {
  const service = Object.keys(env).length ? loadCompose({ ...operatorEnv(), ...env }).services[name] : services[name];
  const stage = imageStages(buildOf(service)!).at(-1)!;
  const dir = mkdtempSync(path.join(tmpdir(), `deploy-nginx-${name}-`));
  made.push(dir);
  const etc = path.join(dir, 'etc/nginx');
  const tmp = path.join(dir, 'tmp');
  for (const sub of ['conf.d', 'templates']) mkdirSync(path.join(etc, sub), { recursive: true });
  mkdirSync(tmp);
  writeFileSync(path.join(etc, 'nginx.conf'), imageNginxConf(etc, tmp));
  copyFileSync('/etc/nginx/mime.types', path.join(etc, 'mime.types'));
  for (const copy of stageCopies(stage)) {
    if (copy.from || !copy.dest.startsWith('/etc/nginx/')) continue; // the site's files: not needed by nginx -t
    const dest = path.join(dir, moveCopy(copy.dest));
    mkdirSync(path.dirname(dest), { recursive: true });
    copyFileSync(path.join(ROOT, copy.sources[0]), dest.endsWith('/') ? path.join(dest, path.basename(copy.sources[0])) : dest);
  }
  const containerEnv = { ...stageEnv(stage), ...serviceEnvironment(service) };
  const confs: Record<string, string> = {};
  for (const file of readdirSync(path.join(etc, 'templates')).filter((f) => f.endsWith('.template'))) {
    const conf = file.replace(/\.template$/, '');
    confs[conf] = renderTemplate(path.join(etc, 'templates', file), containerEnv);
    writeFileSync(path.join(etc, 'conf.d', conf), confs[conf]);
  }
  return { dir, etc, confs };
}

/** `server host:port` lines inside upstream blocks. */
function upstreamServers(conf: string): { upstream: string; host: string; port: number }[] {
  const servers = [];
  for (const block of conf.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)) {
    for (const m of block[2].matchAll(/\bserver\s+([^\s:;]+):(\d+)/g)) servers.push({ upstream: block[1], host: m[1], port: Number(m[2]) });
  }
  return servers;
}

/** Step 4: compose service names → 127.0.0.1 in upstream servers (only there), for name resolution at -t. */
function withLoopbackUpstreams(rendered: Rendered): void {
  for (const [file, text] of Object.entries(rendered.confs)) {
    const replaced = text.replace(/(upstream\s+\S+\s*\{[^}]*\bserver\s+)([^\s:;]+)(:\d+)(?: resolve\b)?/g, (whole, head, host, port) => {
      if (!(host in services)) throw new Error(`upstream host ${host} is not a compose service`);
      return `${head}127.0.0.1${port}`;
    });
    writeFileSync(path.join(rendered.etc, 'conf.d', file), replaced);
  }
}

function nginxTest(rendered: Rendered) {
  const conf = path.join(rendered.etc, 'nginx.conf');
  return spawnSync(NGINX!, ['-t', '-p', `${rendered.etc}/`, '-e', path.join(rendered.dir, 'tmp/error.log'), '-c', conf], { encoding: 'utf8' });
}

/** The port a compose service listens on inside its container. */
function listenPort(name: string): number {
  const service = services[name];
  const env = { ...stageEnv(imageStages(buildOf(service)!).at(-1)!), ...serviceEnvironment(service) };
  return Number(name === 'api' ? env.PORT : env.APP_PORT);
}

afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const render = renderService;

describe('nginx configuration of the compose deployment', () => {
  it('has Debian nginx to check with', () => {
    expect(NGINX).toBeDefined();
    expect(NGINX_SERVICES.sort()).toEqual(['admin-web', 'delivery-web', 'gateway', 'shared-ui', 'shop-web']);
  });

  it.each(['gateway', 'shop-web', 'admin-web', 'delivery-web', 'shared-ui'])('%s passes nginx -t', (name) => {
    const rendered = render(name);
    expect(Object.keys(rendered.confs)).toEqual([name === 'gateway' ? 'gateway.conf' : 'app.conf']);
    withLoopbackUpstreams(rendered);
    const result = nginxTest(rendered);
    expect(result.stderr).toContain('test is successful');
    expect(result.stderr).not.toMatch(/\[(warn|emerg|error)\]/);
    expect(result.status).toBe(0);
  });

  it('sends every upstream to a compose service on the port it listens on, and reaches every app and the API', () => {
    const servers = upstreamServers(render('gateway').confs['gateway.conf']);
    expect(servers.length).toBe(5);
    for (const { upstream, host, port } of servers) expect([upstream, host, port]).toEqual([upstream, host, listenPort(host)]);
    expect(servers.map((s) => s.host).sort()).toEqual(['admin-web', 'api', 'delivery-web', 'shared-ui', 'shop-web']);
  });

  it("finds the API's replicas as they come and go: Docker's DNS asked again, passive health, no POST sent twice", () => {
    const conf = render('gateway').confs['gateway.conf'];
    // `resolve` in an upstream needs nginx 1.27.3 or later, in the image the gateway runs.
    const [major, minor, patch] = /:(\d+)\.(\d+)\.(\d+)/
      .exec(imageStages(buildOf(services.gateway)!).at(-1)!.from)!
      .slice(1)
      .map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_027_003);
    expect(conf).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s ipv6=off;$/m);
    for (const block of conf.matchAll(/upstream\s+(\S+)\s*\{([^}]*)\}/g)) {
      expect([block[1], block[2]]).toEqual([block[1], expect.stringMatching(new RegExp(`^ zone ${block[1]} \\d+k; server [a-z-]+:\\d+ resolve[ ;]`))]);
    }
    expect(conf).toMatch(/server api:3000 resolve max_fails=\d+ fail_timeout=\d+s;/);
    // Another replica is tried on a failed connection or no answer, never for a request already sent that is not
    // idempotent (a POST may have placed an order): nginx's default, which `non_idempotent` would lift.
    expect(conf).toMatch(/location \/api\/ \{[^}]*proxy_next_upstream error timeout;/);
    expect(conf).not.toContain('non_idempotent');
    // The API's containers are reached only through the service name: nothing pins one of them.
    expect(services.api.container_name).toBeUndefined();
    expect(services.api.ports).toBeUndefined();
  });

  it('has no SMS inbox: the development stand-in is neither routed by the gateway nor given to the API', () => {
    expect(render('gateway').confs['gateway.conf']).not.toMatch(/\/dev\/sms|twilio/i);
    for (const service of Object.values(services)) expect(serviceEnvironment(service)).not.toHaveProperty('TWILIO_API_BASE_URL');
  });

  it('listens on the container port the compose file publishes', () => {
    const conf = render('gateway').confs['gateway.conf'];
    const published = String(services.gateway.ports![0]).split(':').at(-1);
    expect(conf).toMatch(new RegExp(`listen ${published};`));
    for (const app of ['shop-web', 'admin-web', 'delivery-web', 'shared-ui']) {
      expect(render(app).confs['app.conf']).toMatch(/listen 8080;/);
    }
  });

  it('fails nginx -t when security-headers.conf is not beside nginx.conf (the check is real)', () => {
    const rendered = render('gateway', (dest) => dest.replace('/etc/nginx/security-headers.conf', '/etc/nginx/conf.d/headers/security-headers.conf'));
    withLoopbackUpstreams(rendered);
    const result = nginxTest(rendered);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/security-headers\.conf.*No such file/);
  });

  it('fails nginx -t while an upstream name does not resolve (so the substitution is needed and limited)', () => {
    const rendered = render('gateway');
    // Only what Debian's nginx cannot read is dropped (step 4); the names stay.
    const conf = path.join(rendered.etc, 'conf.d/gateway.conf');
    writeFileSync(conf, readFileSync(conf, 'utf8').replace(/(\bserver\s+[^\s:;]+:\d+) resolve\b/g, '$1'));
    const result = nginxTest(rendered);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/host not found in upstream "(api|shop-web|admin-web|delivery-web|shared-ui):\d+"/);
  });

  it('renders each template as it is with gateway/render.mjs and the compose values (as make start does)', () => {
    // Fails while a comment of gateway.conf.template says `${NAME}`: render.mjs then stops with
    // "Missing values for: NAME", which breaks `make start` too (the nginx image would leave it alone).
    for (const name of NGINX_SERVICES) {
      const stage = imageStages(buildOf(services[name])!).at(-1)!;
      const env = { ...stageEnv(stage), ...serviceEnvironment(services[name]) };
      for (const copy of stageCopies(stage).filter((c) => c.dest.startsWith('/etc/nginx/templates/'))) {
        expect(() => renderTemplate(path.join(ROOT, copy.sources[0]), env, false)).not.toThrow();
      }
    }
  });

  it("leaves nginx's own variables alone: no $NAME in the templates that the image's envsubst could replace", () => {
    // The image runs envsubst over every defined environment variable, in both $NAME and ${NAME} forms.
    for (const file of ['gateway.conf.template', 'app.conf.template']) {
      const text = readFileSync(path.join(ROOT, 'gateway/templates', file), 'utf8').replace(/^\s*#.*$/gm, '');
      expect([file, text.match(/\$[A-Z_][A-Za-z0-9_]*/g) ?? []]).toEqual([file, []]);
    }
  });

  describe('the edge', () => {
    const gatewayConf = (env: Env = {}) => render('gateway', undefined, env).confs['gateway.conf'];
    /** nginx -t of the gateway rendered with these operator values. */
    const check = (env: Env) => {
      const rendered = render('gateway', undefined, env);
      withLoopbackUpstreams(rendered);
      return nginxTest(rendered);
    };

    it('serves with HSTS and trusts no front proxy unless the operator lists one (the compose example)', () => {
      expect(serviceEnvironment(services.gateway)).toMatchObject({ GATEWAY_TLS: 'on', GATEWAY_FRONT_PROXY: 'unix:' });
      const conf = gatewayConf();
      expect(conf).toMatch(/add_header Strict-Transport-Security \$hsts_on always;/);
      expect(conf).toMatch(/set_real_ip_from unix:;/);
      // With an empty .env line compose falls back to the same values.
      expect(serviceEnvironment(loadCompose({ ...operatorEnv(), GATEWAY_TLS: '', GATEWAY_FRONT_PROXY: '' }).services.gateway)).toMatchObject({
        GATEWAY_TLS: 'on',
        GATEWAY_FRONT_PROXY: 'unix:',
      });
    });

    it.each([
      ['GATEWAY_TLS', 'off', true],
      ['GATEWAY_TLS', 'yes', false],
      ['GATEWAY_FRONT_PROXY', '10.0.0.0/16', true],
      ['GATEWAY_FRONT_PROXY', '172.18.0.1', true],
      ['GATEWAY_FRONT_PROXY', 'none', false],
    ])('%s=%s → nginx -t passes: %s (a value nginx cannot read stops it from starting)', (name, value, passes) => {
      const result = check({ [name]: value });
      expect(result.status === 0).toBe(passes);
      if (!passes) expect(result.stderr).toMatch(/\[emerg\]/);
    });

    it("replaces the client's X-Forwarded-For and X-Real-IP rather than appending to them", () => {
      const conf = gatewayConf();
      expect(conf).not.toContain('$proxy_add_x_forwarded_for');
      expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
      expect(conf).toMatch(/proxy_set_header X-Real-IP \$remote_addr;/);
      expect(conf).toMatch(/real_ip_header X-Forwarded-For;/);
    });

    it("limits bodies to the API's own limit, with more only for the API's image upload route", () => {
      const conf = gatewayConf();
      const sizes = [...conf.matchAll(/client_max_body_size (\d+)([km]);/g)].map(([, n, unit]) => Number(n) * (unit === 'k' ? 1024 : 1024 * 1024));
      const apiLimit = /bodyLimit: (\d+) \* 1024,/.exec(readFileSync(path.join(ROOT, 'api/src/server-options.ts'), 'utf8'));
      expect(sizes).toEqual([Number(apiLimit?.[1]) * 1024, 6 * 1024 * 1024]);
      // The larger limit sits in the upload route's own location, and that route is the API's multipart one.
      expect(conf).toMatch(/location = \/api\/admin\/upload \{\s*client_max_body_size 6m;/);
      expect(readFileSync(path.join(ROOT, 'api/src/modules/images/routes.ts'), 'utf8')).toMatch(/app\.post\(\s*'\/admin\/upload'/);
      // nginx's own 413 is the API's JSON answer.
      expect(conf).toMatch(/error_page 413 = @too_large;/);
      expect(conf).toMatch(/location @too_large \{\s*default_type application\/json;\s*return 413 '\{"msg":"That request is too large\."\}';/);
    });

    it('documents the operator settings in .env.example, TLS on', () => {
      expect(envExample()).toMatchObject({ GATEWAY_TLS: 'on', GATEWAY_FRONT_PROXY: '' });
    });
  });
});

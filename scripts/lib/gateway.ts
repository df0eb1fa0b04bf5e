import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The nginx gateway on this machine, rendered from the same templates docker compose uses. `make start` and
 * the browser tests run it in front of the whole store; the API's security tests run it in front of a test
 * API alone (no apps), so what they check is what a browser's request goes through.
 */
const ROOT = path.resolve(__dirname, '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';

export interface GatewayPorts {
  gateway: number;
  api: number;
  shop: number;
  admin: number;
  delivery: number;
  ui: number;
}

export interface GatewayApp {
  name: string;
  base: string;
  fallback: string;
  portKey: 'shop' | 'admin' | 'delivery' | 'ui';
}

export interface GatewayOptions {
  /** The front-end apps to serve from their dist/ folders; none for an API-only gateway. */
  apps?: readonly GatewayApp[];
  /** Extra template values (the operator's settings, e.g. TLS or a front proxy's addresses). */
  values?: Record<string, string>;
  /**
   * Further API processes (their ports) next to `ports.api`: the API upstream lists them all and nginx spreads
   * requests over them (make bench with BENCH_API_PROCESSES). Compose gets the same from `--scale api=N`, as
   * nginx lists every address the service's name resolves to.
   */
  moreApiPorts?: readonly number[];
  /**
   * Development only: the Twilio stand-in's port, whose SMS inbox page the gateway then serves at /dev/sms/. The
   * production template has no such location; it is added to the rendered file here.
   */
  smsInboxPort?: number;
  /** Development only, likewise: the Razorpay stand-in's port, whose page and checkout script the gateway then serves at /razorpay-standin/. */
  razorpayStandInPort?: number;
  /** Development only, likewise: the map tile stand-in's port, whose tiles the gateway then serves at /tiles/. */
  tileStandInPort?: number;
}

/** Renders an nginx template with gateway/render.mjs, the same renderer the deployment checks use. */
function renderTemplate(template: string, output: string, values: Record<string, string>): void {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'gateway/render.mjs'), path.join(ROOT, 'gateway/templates', template), output], {
    env: { ...process.env, ...values },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Rendering ${template} failed: ${result.stderr}`);
}

/** Writes a complete nginx prefix directory (config, temp and log folders) into `dir`; answers `dir`. */
export function renderGateway(dir: string, ports: GatewayPorts, options: GatewayOptions = {}): string {
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['conf.d', 'www', 'temp', 'logs', 'cache']) mkdirSync(path.join(dir, sub), { recursive: true });
  const local = (port: number) => `127.0.0.1:${port}`;
  renderTemplate('gateway.conf.template', path.join(dir, 'conf.d/gateway.conf'), {
    GATEWAY_PORT: String(ports.gateway),
    API_UPSTREAM: local(ports.api),
    SHOP_UPSTREAM: local(ports.shop),
    ADMIN_UPSTREAM: local(ports.admin),
    DELIVERY_UPSTREAM: local(ports.delivery),
    UI_UPSTREAM: local(ports.ui),
    // Every upstream here is an address, so nothing is ever resolved; the directive still needs one.
    GATEWAY_RESOLVER: '127.0.0.1',
    // The operator's settings as `make start` needs them: plain http on this machine, nothing in front.
    GATEWAY_TLS: 'off',
    GATEWAY_FRONT_PROXY: 'unix:',
    // The catalogue micro-cache's folder, inside this prefix directory (cleared with it at every start).
    GATEWAY_CACHE_DIR: path.join(dir, 'cache'),
    ...options.values,
  });
  if (options.moreApiPorts?.length) {
    // The API's server line, its passive-health parameters included, once per process.
    const conf = path.join(dir, 'conf.d/gateway.conf');
    const one = new RegExp(`server ${local(ports.api).replace(/\./g, '\\.')}\\b([^;]*);`);
    const text = readFileSync(conf, 'utf8');
    if (!one.test(text)) throw new Error('The API upstream of the gateway template has no server line to repeat');
    writeFileSync(
      conf,
      text.replace(one, (_line, params: string) => [ports.api, ...options.moreApiPorts!].map((port) => `server ${local(port)}${params};`).join(' ')),
    );
  }
  // The Razorpay stand-in takes POSTs too (its checkout script's payments, its page's buttons); pages otherwise take GET only.
  const devPages = [
    { port: options.smsInboxPort, at: '/dev/sms', post: false },
    { port: options.razorpayStandInPort, at: '/razorpay-standin', post: true },
    { port: options.tileStandInPort, at: '/tiles', post: false },
  ];
  for (const { port, at, post } of devPages) {
    if (!port) continue;
    const conf = path.join(dir, 'conf.d/gateway.conf');
    const shop = '    location / {\n';
    const page = `    location ${at}/ {\n        proxy_pass http://${local(port)}/;\n    }\n    location = ${at} { return 301 ${at}/; }\n`;
    let text = readFileSync(conf, 'utf8').replace(shop, page + shop);
    if (post) {
      const apiMethods = /^( *)"~\^\(POST\|PUT\|DELETE\|PATCH\|OPTIONS\) \/api\/" +0;\n/m;
      if (!apiMethods.test(text)) throw new Error('The gateway template has no method map line for the API to extend');
      text = text.replace(apiMethods, (line, indent: string) => `${line}${indent}"~^(POST|OPTIONS) ${at}/" 0;\n`);
    }
    writeFileSync(conf, text);
  }
  for (const app of options.apps ?? []) {
    const dist = path.join(ROOT, app.name, 'dist');
    if (!existsSync(path.join(dist, app.name === 'shared-ui' ? 'remoteEntry.js' : 'index.html'))) {
      throw new Error(`${app.name} is not built (run: make build)`);
    }
    // Folders match the URLs: <root>/admin/ is admin-web's dist, the shop's root is its dist.
    const appRoot = path.join(dir, 'www', app.name);
    mkdirSync(appRoot, { recursive: true });
    const root = app.base === '/' ? dist : appRoot;
    if (app.base !== '/') symlinkSync(dist, path.join(appRoot, app.base.replace(/\//g, '')));
    renderTemplate('app.conf.template', path.join(dir, `conf.d/${app.name}.conf`), {
      APP_PORT: local(ports[app.portKey]),
      APP_ROOT: root,
      APP_BASE: app.base,
      APP_FALLBACK: app.fallback,
    });
  }
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    # Written in 64 KB batches (at most a second late), not a write per request: at thousands of catalogue reads a
    # second the log's writes were a good part of the gateway's one worker.
    access_log ${dir}/logs/access.log combined buffer=64k flush=1s;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${path.join(ROOT, 'gateway')}/mime-extra.conf;
    include ${dir}/conf.d/*.conf;
}
`,
  );
  // security-headers.conf is included by name from the gateway config.
  writeFileSync(path.join(dir, 'security-headers.conf'), readFileSync(path.join(ROOT, 'gateway/security-headers.conf')));
  return dir;
}

/** Starts nginx (it daemonises) on a directory written by renderGateway; its pid is in `dir`/nginx.pid. */
export function startNginx(dir: string): void {
  const nginx = spawnSync(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (nginx.status !== 0) throw new Error(`nginx did not start:\n${nginx.stderr}`);
}

/** Stops an nginx started by startNginx and waits until it has gone. */
export async function stopNginx(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  process.kill(pid, 'SIGKILL');
}

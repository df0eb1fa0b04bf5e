import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/stack';
import { renderGateway, startNginx, stopNginx } from '../../../scripts/lib/gateway';
import { until } from './until';

export interface TestGateway {
  /** The gateway's base URL: requests go through nginx to the test API, as a browser's would. */
  url: string;
  close(): Promise<void>;
}

/**
 * The real nginx gateway (the production template) in front of a test API listening at `apiUrl`; the app
 * upstreams point at closed ports, so only /api/ answers unless `pagesUrl` names a server standing in for the
 * shop's pages. `values` sets operator settings of the template (e.g. GATEWAY_TLS, GATEWAY_FRONT_PROXY);
 * `moreApiUrls` are further API processes: nginx balances requests over all of them, as over compose's replicas.
 */
export async function startTestGateway(
  apiUrl: string,
  values: Record<string, string> = {},
  options: { pagesUrl?: string; moreApiUrls?: readonly string[] } = {},
): Promise<TestGateway> {
  const dir = mkdtempSync(path.join(tmpdir(), 'farm-store-gateway-'));
  const closed = await freePort();
  const shop = options.pagesUrl ? Number(new URL(options.pagesUrl).port) : closed;
  const ports = { gateway: await freePort(), api: Number(new URL(apiUrl).port), shop, admin: closed, delivery: closed, ui: closed };
  const moreApiPorts = (options.moreApiUrls ?? []).map((url) => Number(new URL(url).port));
  renderGateway(path.join(dir, 'nginx'), ports, { values, moreApiPorts });
  startNginx(path.join(dir, 'nginx'));
  const url = `http://127.0.0.1:${ports.gateway}`;
  await until(
    () =>
      fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      ),
    `the gateway at ${url} to answer`,
  );
  return {
    url,
    close: async () => {
      await stopNginx(path.join(dir, 'nginx'));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

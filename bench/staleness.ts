import { until } from '../scripts/lib/until';
import { call, CATALOGUE_QUERY, type Target } from './api';
import type { Report } from './report';

/**
 * The staleness bound of the catalogue caches (docs/architecture.md "The gateway's micro-cache"): an admin's edit
 * shows through the gateway within 2 s of its answer, plus the one refresh that fetches it and the poll that sees it
 * (250 ms allowed for both). The tests pin the settings that decide the 2 s
 * (api/test/catalogue/gateway-micro-cache.test.ts); this measures it.
 */
const EDIT_VISIBLE_BUDGET_MS = 2_000 + 250;
const EDITS = 5;

/**
 * Renames a product through the gateway, as the admin app does, once the three public reads that show it (its
 * page, a search for it, its shelf) are answered from nginx's micro-cache; then reads them through the gateway
 * (every 20 ms, as a shopper reloading would) until each shows the new name. The figure is the slowest of
 * `EDITS` edits, from the edit's answer to the last of the three reads showing it. The name is put back after.
 */
export async function benchEditVisible(report: Report, t: Target, token: string | null): Promise<void> {
  const group = 'API catalogue caches';
  const metric = 'admin edit visible through the gateway';
  const budget = `≤ ${EDIT_VISIBLE_BUDGET_MS} ms`;
  const shelf = await call(t.gateway, 'GET', CATALOGUE_QUERY);
  const product: { id: string; name: string } | undefined = shelf.body?.products?.[0];
  if (!token || !product) {
    report.missing(group, [{ metric, unit: 'ms', budget }], token ? `GET ${CATALOGUE_QUERY} answered ${shelf.status} without products` : 'admin login failed');
    return;
  }
  const reads = [`/api/products/${product.id}`, `/api/products/search?q=${encodeURIComponent(product.name)}`, CATALOGUE_QUERY];
  const rename = (name: string) => call(t.gateway, 'PUT', `/api/admin/products/${product.id}`, { name }, { 'x-admin-token': token });
  const visibleAfter: number[] = [];
  try {
    for (let edit = 1; edit <= EDITS; edit += 1) {
      for (const path of reads) {
        await until(async () => (await call(t.gateway, 'GET', path)).headers.get('x-cache-status') === 'HIT', `${path} answered from the cache`);
      }
      const name = `${product.name} (edit ${edit})`;
      const answer = await rename(name);
      if (answer.status !== 200) throw new Error(`the rename answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      const answered = performance.now();
      const shown = await Promise.all(
        reads.map((path) =>
          until(
            async () => JSON.stringify((await call(t.gateway, 'GET', path)).body).includes(name) && performance.now() - answered,
            `${path} to show "${name}"`,
          ),
        ),
      );
      visibleAfter.push(Math.max(...shown));
    }
  } catch (error) {
    report.missing(group, [{ metric, unit: 'ms', budget }], (error as Error).message);
    return;
  } finally {
    await rename(product.name);
  }
  report.budgeted(
    group,
    metric,
    Math.max(...visibleAfter),
    'ms',
    budget,
    (v) => v <= EDIT_VISIBLE_BUDGET_MS,
    `slowest of ${EDITS} renames (${visibleAfter.map(Math.round).join(' / ')} ms): product page, search and shelf through nginx, one API process`,
  );
}

/**
 * `make bench`: starts the whole store on free ports (embedded database, API from api/dist, seed, nginx),
 * measures the API with autocannon against a bare-Fastify baseline at 1×, 10× and 100× data, then the
 * front ends in Chromium through nginx, and prints one table (also written to bench/results.json).
 * Budgets that fail are marked FAIL; the exit status is non-zero only when the bench itself cannot run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Connection } from 'mongoose';
import { readPids, startStack, stopStack } from '../scripts/lib/stack';
import {
  adminToken,
  benchAdmin,
  benchCatalogue,
  benchCheckout,
  benchSlots,
  benchProductRatings,
  benchSearch,
  prepareCheckout,
  scaleTo,
  startBaseline,
  type CheckoutSetup,
  type Target,
} from './api';
import { connect } from './data';
import { benchBytes, benchFirstCard, benchLighthouse, findCategoryPath, launch } from './frontend';
import { benchProcesses, pointGateway, startMoreApiProcesses, type ApiProcesses } from './processes';
import { benchOutage } from './outage';
import { benchWebhooks } from './payments';
import { benchBills } from './bills';
import { benchPositions } from './positions';
import { benchSubscriptions } from './subscriptions';
import { Report } from './report';
import { benchEditVisible } from './staleness';
import { devdbDatabaseUri } from '../scripts/lib/devdb';
import { waitUntilSettled } from './settle';

/** 1× is the demo store's size; 10× and 100× show how the cost grows with data. */
const SCALES = [
  { label: '1×', products: 42, orders: 500 },
  { label: '10×', products: 420, orders: 5_000 },
  { label: '100×', products: 4_200, orders: 50_000 },
];

const only = new Set((process.env.BENCH_ONLY ?? 'api,web').split(','));
/** One scenario at a time while working on it: BENCH_PHASES=checkout BENCH_SCALES=100 (the lead's run takes all). */
const phases = new Set(
  (process.env.BENCH_PHASES ?? 'catalogue,search,slots,ratings,checkout,webhooks,positions,bills,admin,subscriptions,staleness,outage').split(','),
);
/** BENCH_API_PROCESSES=2: catalogue and checkout also with the API as that many processes behind the gateway. */
const apiProcesses = Math.max(1, Number(process.env.BENCH_API_PROCESSES ?? 1) || 1);
const scales = SCALES.filter((s) => (process.env.BENCH_SCALES ?? '1,10,100').split(',').includes(s.label.replace('×', '')));

async function main(): Promise<number> {
  const report = new Report();
  const runDir = mkdtempSync(path.join(tmpdir(), 'farm-store-bench-'));
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  let db: Connection | undefined;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
  let more: ApiProcesses | undefined;
  const started = Date.now();
  const step = (what: string) => console.log(`\n[${((Date.now() - started) / 1000).toFixed(0)} s] ${what}`);
  try {
    step('starting the stack (embedded database, API, seed, nginx) on free ports');
    stack = await startStack({
      runDir,
      dataDir: path.join(runDir, 'db'),
      ports: { gateway: 0, api: 0, db: 0, sms: 0, razorpay: 0, tiles: 0, shop: 0, admin: 0, delivery: 0, ui: 0 },
      // Hundreds of bench customers sign up from one address; everything else runs as configured by default.
      // The subscriptions phase runs the cut-off through the test clock route, not the ticker (which could start it early).
      apiEnv: {
        AUTH_RATE_LIMIT: '1000000',
        ...(phases.has('subscriptions') && { SUBSCRIPTION_TEST_CLOCK: '1', SUBSCRIPTION_RUN_MS: '0' }),
      },
      // BENCH_MONGODB_URI=mongodb://host:27017/farmstore measures against a real MongoDB instead of the embedded one.
      mongodbUri: process.env.BENCH_MONGODB_URI,
    });
    db = await connect(process.env.BENCH_MONGODB_URI ?? `mongodb://127.0.0.1:${stack.ports.db}/farmstore`);
    const t: Target = { api: `http://127.0.0.1:${stack.ports.api}`, gateway: stack.storeUrl, sms: stack.smsUrl, db, runDir };

    // The front ends first, on the demo data: the 100× admin queries below keep the embedded database busy.
    if (only.has('web')) {
      step('front ends in Chromium through nginx');
      const browser = await launch();
      let categoryPath = '/?category=pickles';
      try {
        await benchBytes(report, browser, stack.storeUrl);
        await benchFirstCard(report, browser, stack.storeUrl);
        categoryPath = await findCategoryPath(browser, stack.storeUrl).catch(() => categoryPath);
      } finally {
        await browser.close();
      }
      step('Lighthouse (mobile) on the shop');
      await benchLighthouse(report, stack.storeUrl, categoryPath);
    }
    if (only.has('api')) {
      const token = await adminToken(t.api);
      let checkout: CheckoutSetup | string = 'not prepared';
      for (const [i, scale] of scales.entries()) {
        const last = i === scales.length - 1;
        step(`data ${scale.label}: ${scale.products} products, ${scale.orders} orders`);
        const size = await scaleTo(t, scale.products, scale.orders);
        report.info(
          `data ${scale.label}`,
          'products / orders in the database',
          size.products,
          '',
          `${size.orders} orders (bulk insert ${size.seconds.toFixed(1)} s)`,
        );
        if (i === 0) {
          baseline = await startBaseline(t.api, runDir);
          if (phases.has('checkout') || phases.has('webhooks') || phases.has('positions') || phases.has('bills') || apiProcesses > 1) {
            step('registering the checkout customers');
            checkout = await prepareCheckout(report, t, token);
          }
        }
        if (phases.has('catalogue')) {
          const pids = readPids(runDir);
          const waited = await waitUntilSettled(pids ? [pids.api, pids.devdb] : []);
          report.info(`API catalogue ${scale.label}`, 'waited for the API and database to settle', waited, 's', 'under a tenth of a core for a second');
          step(`catalogue ${scale.label}: the API port and the gateway, in turn with the baseline (bare Fastify answering the same 12-product page)`);
          await benchCatalogue(report, t, baseline!.url, scale.label);
        }
        if (i === 0 && phases.has('staleness')) {
          step(`staleness ${scale.label}: an admin's edit through the gateway, until the shop's reads show it`);
          await benchEditVisible(report, t, token);
        }
        if (last && phases.has('search')) {
          step(`search ${scale.label} through nginx`);
          await benchSearch(report, t, scale.label);
        }
        if (last && phases.has('slots')) {
          step(`delivery slots ${scale.label} through nginx`);
          await benchSlots(report, t);
        }
        if (last && phases.has('ratings')) {
          step(`product ratings ${scale.label} through nginx`);
          await benchProductRatings(report, t, scale.label);
        }
        if (last && phases.has('checkout')) {
          // Before the admin probes: a slow admin query keeps the database busy after its client gave up.
          step(`checkout for 30 s (quote + order, distinct customers) on the ${scale.label} database`);
          await benchCheckout(report, t, checkout);
        }
        if (last && phases.has('webhooks')) {
          step(`payment webhooks ${scale.label}: 200 events/s through nginx, a fifth of them repeats`);
          await benchWebhooks(report, t, checkout);
        }
        if (last && phases.has('positions')) {
          step(`riders on the road ${scale.label}: 1,000 partners' positions at 100/s, 20 customers following their live map`);
          await benchPositions(report, t, checkout);
        }
        if (last && phases.has('bills')) {
          step(`GST bills ${scale.label}: a bill PDF at 10 connections, then a month of 50,000 bills exported`);
          await benchBills(report, t, checkout, token);
        }
        if (phases.has('admin')) {
          step(`admin ${scale.label}`);
          await benchAdmin(report, t, token, scale.label, last);
        }
        if (last && phases.has('subscriptions')) {
          // After the admin figures, which its 10,000 orders would change.
          step(`subscriptions ${scale.label}: 10,000 orders made at a cut-off while shoppers read the catalogue`);
          await benchSubscriptions(report, t, token);
        }
      }
      if (phases.has('outage')) {
        step('the database frozen (SIGSTOP): health and an admin read through the gateway');
        await benchOutage(report, t, token, readPids(runDir)?.devdb);
      }
      if (apiProcesses > 1) {
        const label = scales.at(-1)!.label;
        const customerToken = typeof checkout === 'string' ? undefined : checkout.customers[0]?.token;
        step(`the API as 1 process, then ${apiProcesses}, behind the gateway (${label} data)`);
        await benchProcesses(report, t, `1 process, ${label}`, customerToken, checkout);
        const uri = process.env.BENCH_MONGODB_URI ?? devdbDatabaseUri(`mongodb://127.0.0.1:${stack.ports.db}`, 'farmstore');
        const group = `API processes: ${apiProcesses} processes, ${label}`;
        try {
          more = await startMoreApiProcesses(apiProcesses - 1, runDir, uri);
          await pointGateway(runDir, stack.ports, more.ports);
          await benchProcesses(report, t, `${apiProcesses} processes, ${label}`, customerToken, checkout);
        } catch (error) {
          report.missing(group, [{ metric: 'catalogue and checkout', unit: '' }], (error as Error).message);
        }
      }
    }
  } catch (error) {
    console.error(`\nThe bench could not run: ${(error as Error).stack ?? error}`);
    return 1;
  } finally {
    baseline?.proc.kill('SIGTERM');
    for (const proc of more?.procs ?? []) proc.kill('SIGTERM');
    await db?.close().catch(() => undefined);
    // Also when startStack failed half-way: it records every process it started in runDir.
    await stopStack(runDir).catch(() => undefined);
    rmSync(runDir, { recursive: true, force: true });
  }

  console.log(`\n${report.table()}\n`);
  report.write(path.join(__dirname, 'results.json'), { durationSeconds: Math.round((Date.now() - started) / 1000), scales, phases: [...phases] });
  return 0;
}

main().then((code) => process.exit(code));

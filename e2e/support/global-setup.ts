import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack } from '../../scripts/lib/stack';

/** Starts the whole store (fresh embedded database, API, apps, gateway) on free ports for this run. */
export default async function globalSetup() {
  const runDir = mkdtempSync(path.join(tmpdir(), 'farm-store-e2e-'));
  const stack = await startStack({
    runDir,
    dataDir: path.join(runDir, 'db'),
    ports: { gateway: 0, api: 0, db: 0, sms: 0, razorpay: 0, tiles: 0, shop: 0, admin: 0, delivery: 0, ui: 0 },
    // Many test customers sign up from one address within a minute.
    apiEnv: { AUTH_RATE_LIMIT: '500', LOG_LEVEL: 'info', SUBSCRIPTION_TEST_CLOCK: '1' },
  });
  process.env.STORE_URL = stack.storeUrl;
  process.env.E2E_RUN_DIR = runDir;
  process.env.E2E_API_LOG = stack.apiLog;
  process.env.E2E_API_URL = `http://127.0.0.1:${stack.ports.api}`;
  process.env.E2E_SMS_URL = stack.smsUrl;
  process.env.E2E_RAZORPAY_URL = stack.razorpayUrl;
  process.env.E2E_TILES_URL = stack.tilesUrl;
}

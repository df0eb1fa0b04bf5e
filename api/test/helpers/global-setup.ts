import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { startDevdb } from '../../../scripts/lib/devdb';
import { startTwilioStandIn, type TwilioStandIn } from '../../../scripts/lib/twilio-standin';

/**
 * One embedded database for the whole jest run (each test file gets its own database inside it), and one Twilio
 * stand-in every test app sends its SMS to (TEST_SMS_URL), where tests read the codes.
 */
export default async function globalSetup() {
  const db = await startDevdb();
  process.env.TEST_DEVDB_URI = db.uri;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: db.process.pid, dataDir: db.dataDir }));
  const standIn = await startTwilioStandIn();
  process.env.TEST_SMS_URL = standIn.url;
  // Teardown runs in this same process.
  (globalThis as { smsStandIn?: TwilioStandIn }).smsStandIn = standIn;
}

export const STATE_FILE = path.join(tmpdir(), `farm-store-jest-devdb-${process.pid}.json`);

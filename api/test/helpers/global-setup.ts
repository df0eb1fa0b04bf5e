import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { startDevdb } from '../../../scripts/lib/devdb';

/** One embedded database for the whole jest run; each test file gets its own database inside it. */
export default async function globalSetup() {
  const db = await startDevdb();
  process.env.TEST_DEVDB_URI = db.uri;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: db.process.pid, dataDir: db.dataDir }));
}

export const STATE_FILE = path.join(tmpdir(), `farm-store-jest-devdb-${process.pid}.json`);

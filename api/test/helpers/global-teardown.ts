import { readFileSync, rmSync } from 'node:fs';
import type { TwilioStandIn } from '../../../scripts/lib/twilio-standin';
import { STATE_FILE } from './global-setup';
import { until } from './until';

const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

export default async function globalTeardown() {
  await (globalThis as { smsStandIn?: TwilioStandIn }).smsStandIn?.close();
  const { pid, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // Its files are deleted once it has exited, not while it may still write them.
  await until(() => gone(pid), `the test database (pid ${pid}) to exit`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}

import { rmSync } from 'node:fs';
import { stopStack } from '../../scripts/lib/stack';

export default async function globalTeardown() {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) return;
  await stopStack(runDir);
  if (!process.env.E2E_KEEP_RUN_DIR) rmSync(runDir, { recursive: true, force: true });
}

import type { StoredOrder } from '../orders/views';
import { recordLatestChange } from './outbox';

/**
 * The one call the order flows make after a change (placement, every transition): records its messages
 * and wakes this process's sender and live feed. Set up by the notifications plugin; before that (scripts,
 * the seed) changes are only recorded, and sent by the next API process that reconciles.
 */
interface Runtime {
  changed(): void;
  failed(err: unknown): void;
}

let runtime: Runtime | null = null;

export function attachNotifications(r: Runtime | null): void {
  runtime = r;
}

export async function notifyOrderChange(order: StoredOrder): Promise<void> {
  const wrote = await recordLatestChange(order, (err) => runtime?.failed(err));
  if (wrote) runtime?.changed();
}

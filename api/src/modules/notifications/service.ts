import type { Preferences } from '../accounts/preferences';
import type { OutboxMessage } from './model';
import { recordCustomerMessage, recordLatestChange, type CustomerMessage, type OrderForMessages } from './outbox';

/** Before changing an order, a note that lets the reconciliation finish the change if this process stops; forgotten when the change was not made. */
export { noteChange as noteOrderChange, forgetChange as forgetOrderChange } from './outbox';

/**
 * The calls the order flows make around a change (placement, every transition): a note before it, then its
 * messages recorded and this process's sender and live feed woken. Set up by the notifications plugin; before
 * that (scripts, the seed) changes are only recorded, and sent by the next API process that reconciles.
 */
interface Runtime {
  /** Rows were written (these, or without rows whatever they were): send them now. */
  changed(rows?: OutboxMessage[]): void;
  failed(err: unknown): void;
}

let runtime: Runtime | null = null;

export function attachNotifications(r: Runtime | null): void {
  runtime = r;
}

/**
 * After the change: its messages, then the note is deleted. `preferences`: the customer's message preferences when
 * the caller has just read them (the customer's own request), else they are read here.
 */
export async function notifyOrderChange(order: OrderForMessages, noteId: string, preferences?: Preferences): Promise<void> {
  const written = await recordLatestChange(order, noteId, (err) => runtime?.failed(err), preferences);
  if (written.length > 0) runtime?.changed(written);
}

/** A text to a customer about their subscriptions, recorded once per `message.id` and sent by the outbox. */
export async function notifyCustomer(message: CustomerMessage): Promise<void> {
  const row = await recordCustomerMessage(message);
  if (row) runtime?.changed([row]);
}

export type { CustomerMessage };

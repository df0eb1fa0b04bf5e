import { randomUUID } from 'node:crypto';
import { isDuplicateKeyError } from '../../lib/mongo';
import { OutboxClaimModel, OutboxModel, type OutboxMessage } from './model';

export interface WorkerOptions {
  /** Sends one SMS; rejects when the provider refused it. */
  send(to: string, body: string): Promise<void>;
  /** Between looks at the outbox when it had nothing due. */
  pollMs: number;
  /** Failed attempts before a message is given up (and shown to staff). */
  maxAttempts: number;
  /** Wait after the first failure; doubled after each further one. */
  retryMs: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/** A claim older than this belongs to a process that died while sending: the message is tried again. */
const LEASE_MS = 120_000;
const BATCH = 20;
const MAX_BACKOFF_MS = 3_600_000;

/**
 * The look through the whole outbox reads every row on the embedded database (about 2.6 s of its time at 20,000
 * rows), where looking every poll would keep it busy while shoppers place orders. So a look's reads take at most a
 * tenth of the time: the next look starts LOOK_SHARE × their duration after the last one started, at the earliest.
 * On MongoDB (an index) they take a millisecond or two and the poll interval decides.
 */
const LOOK_SHARE = 10;

/** When the next look through the whole outbox may start; `forced`: asked for (start, a change without ids), not the poll's. */
export function nextLookAt(last: { startedAt: number; readMs: number }, pollMs: number, forced: boolean): number {
  return last.startedAt + Math.max(forced ? 0 : pollMs, LOOK_SHARE * last.readMs);
}

/** The wait before the next try after `failures` failed ones: retryMs, 2×, 4× … at most an hour. */
export function backoffMs(retryMs: number, failures: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MS);
}

/**
 * Sends the outbox's pending messages, in every API process. A message is sent by the process that claims
 * its next attempt: the claim is a row with a unique `_id` (`<message>#<attempt>`), so of several processes
 * exactly one gets it, on FerretDB and MongoDB alike. Failures are retried with back-off, then marked failed.
 */
export class OutboxWorker {
  private readonly id = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Rows this process just wrote: sent as written (their claim decides), without a look through the whole outbox. */
  private readonly fresh = new Map<string, OutboxMessage>();
  /** The next round also looks through the whole outbox (start, the poll, a change without ids). */
  private lookAll = true;
  /** The last look through the whole outbox: when it started, and how long its reads took (see nextLookAt). */
  private lastLook = { startedAt: 0, readMs: 0 };

  constructor(private readonly opts: WorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.nudge();
  }

  /**
   * Send now instead of at the next poll: these rows (just written), or without rows whatever is due. The look
   * through the whole outbox (retries, rows of other processes) happens at most once per poll interval, and its
   * reads take at most a tenth of the time (nextLookAt): on the embedded database it reads every row, which placing
   * each order must not wait behind.
   */
  nudge(rows?: OutboxMessage[]): void {
    if (this.stopped) return;
    if (rows) for (const row of rows) this.fresh.set(row._id, row);
    else this.lookAll = true;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.drain()
      .catch((err: unknown) => this.opts.log.error({ err }, 'SMS outbox: could not read the outbox'))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.nudge([]);
        } else {
          this.timer = setTimeout(() => this.nudge(), this.opts.pollMs);
        }
      });
  }

  /** Stops polling and waits for the message being sent, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private async drain(): Promise<void> {
    const rows = [...this.fresh.values()];
    this.fresh.clear();
    for (const message of rows) {
      if (this.stopped) return;
      // Not read again: if another process sent it meanwhile, it holds this attempt's claim and ours is refused.
      if (message.status === 'pending' && message.next_attempt_at <= new Date() && (await this.claim(message))) await this.deliver(message);
    }
    if (Date.now() < nextLookAt(this.lastLook, this.opts.pollMs, this.lookAll)) return;
    this.lookAll = false;
    const look = { startedAt: Date.now(), readMs: 0 };
    this.lastLook = look;
    const timed = async <T>(read: Promise<T>) => {
      const started = Date.now();
      try {
        return await read;
      } finally {
        look.readMs += Date.now() - started;
      }
    };
    const now = new Date();
    // A process that died while sending left its message `sending`: once the lease lapses it is due again.
    await timed(
      OutboxModel.updateMany({ status: 'sending', lease_until: { $lt: now } }, { $set: { status: 'pending', next_attempt_at: now, lease_until: null } }).exec(),
    );
    for (;;) {
      if (this.stopped) return;
      const due = await timed(
        OutboxModel.find({ status: 'pending', next_attempt_at: { $lte: new Date() } })
          .sort({ next_attempt_at: 1 })
          .limit(BATCH)
          .lean<OutboxMessage[]>()
          .exec(),
      );
      let sent = 0;
      for (const message of due) {
        if (this.stopped) return;
        if (await this.claim(message)) {
          await this.deliver(message);
          sent += 1;
        }
      }
      if (due.length < BATCH || sent === 0) return;
    }
  }

  /** True when this process won the message's next attempt. */
  private async claim(message: OutboxMessage): Promise<boolean> {
    const claimId = `${message._id}#${message.attempts}`;
    try {
      await OutboxClaimModel.create({ _id: claimId, worker: this.id, at: new Date() });
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // Someone holds this attempt. If they died before marking the message as theirs, move past their claim.
      const held = await OutboxClaimModel.findById(claimId).lean();
      if (held && Date.now() - held.at.getTime() > LEASE_MS) {
        await OutboxModel.updateOne({ _id: message._id, status: 'pending', attempts: message.attempts }, { $inc: { attempts: 1 } });
      }
      return false;
    }
    const marked = await OutboxModel.updateOne(
      { _id: message._id, status: 'pending', attempts: message.attempts },
      { $set: { status: 'sending', lease_until: new Date(Date.now() + LEASE_MS) }, $inc: { attempts: 1 } },
    );
    return marked.modifiedCount === 1;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    try {
      await this.opts.send(message.to, message.body);
    } catch (err) {
      const failures = message.failures + 1;
      const reason = err instanceof Error ? err.message : String(err);
      if (failures >= this.opts.maxAttempts) {
        this.opts.log.error({ err, messageId: message._id }, 'SMS outbox: message failed after the last retry');
        await OutboxModel.updateOne({ _id: message._id }, { $set: { status: 'failed', failures, last_error: reason, lease_until: null } });
      } else {
        this.opts.log.warn({ err, messageId: message._id }, 'SMS outbox: sending failed, will retry');
        await OutboxModel.updateOne(
          { _id: message._id },
          {
            $set: {
              status: 'pending',
              failures,
              last_error: reason,
              lease_until: null,
              next_attempt_at: new Date(Date.now() + backoffMs(this.opts.retryMs, failures)),
            },
          },
        );
      }
      return;
    }
    await OutboxModel.updateOne({ _id: message._id }, { $set: { status: 'sent', sent_at: new Date(), lease_until: null, last_error: null } });
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../lib/event-stream';
import type { Principal, Role, SessionAnswer } from '../../plugins/auth';
import { OutboxModel } from './model';
import { orderRef } from './templates';

/** What the admin panel and the partner app hear: an order changed (placed, assigned, …). */
export interface OrderChangeEvent {
  /** The outbox message behind it, unique per change and audience. */
  id: string;
  event: string;
  audience: 'customer' | 'partner';
  orderId: string;
  ref: string;
  partnerId: string | null;
  at: string;
}

type Listener = (e: OrderChangeEvent) => void;

/** Rows a process with a clock behind ours may still be writing "in the past": read again, skip by id. */
const OVERLAP_MS = 5_000;

/**
 * The live feed behind the server-sent events. The outbox already holds one row per order change, written by
 * whichever API process made it, so each process reads new rows from there (every `pollMs`, only while
 * someone listens, and at once when this process wrote one) and hands them to its own listeners.
 */
export class OrderEventFeed {
  private readonly listeners = new Set<Listener>();
  private cursor = new Date();
  /** Rows older than this were written before anyone listened: not news. */
  private floor = new Date();
  private seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private closed = false;

  /**
   * `beforeDelivery` runs on every read, after the new rows are read and before any is handed out (the streams
   * end those whose session ended: EventStreams.endEndedSessions); when it fails nothing is handed out this time.
   */
  constructor(
    private readonly pollMs: number,
    private readonly onError: (err: unknown) => void,
    private readonly beforeDelivery: () => Promise<void> = async () => {},
  ) {}

  /** Starts listening; the returned function stops. */
  subscribe(listener: Listener): () => void {
    if (this.listeners.size === 0) {
      // Nothing was read while nobody listened: start from now.
      this.cursor = new Date();
      this.floor = this.cursor;
      this.seen.clear();
    }
    this.listeners.add(listener);
    // Once someone listens (schedule() polls only then): rows other processes write are found without a nudge.
    this.schedule();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  /** Read now: this process has just written a row. */
  nudge(): void {
    if (this.listeners.size > 0 && !this.reading) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      this.read();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    if (this.timer) clearTimeout(this.timer);
    await this.reading;
  }

  private schedule(): void {
    if (this.closed || this.listeners.size === 0 || this.timer || this.reading) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.read();
    }, this.pollMs);
  }

  private read(): void {
    this.reading = this.readNew()
      .catch(this.onError)
      .finally(() => {
        this.reading = null;
        this.schedule();
      });
  }

  private async readNew(): Promise<void> {
    const from = new Date(this.cursor.getTime() - OVERLAP_MS);
    const rows = await OutboxModel.find({ created_at: { $gte: from } }, { _id: 1, order_id: 1, event: 1, audience: 1, partner_id: 1, created_at: 1 })
      .sort({ created_at: 1 })
      .limit(500)
      .lean();
    await this.beforeDelivery();
    for (const row of rows) {
      if (this.seen.has(row._id)) continue;
      this.seen.set(row._id, row.created_at.getTime());
      if (row.created_at > this.cursor) this.cursor = row.created_at;
      if (row.created_at < this.floor) continue;
      const event: OrderChangeEvent = {
        id: row._id,
        event: row.event,
        audience: row.audience as OrderChangeEvent['audience'],
        orderId: row.order_id,
        ref: orderRef(row.order_id),
        partnerId: row.partner_id ?? null,
        at: row.created_at.toISOString(),
      };
      for (const listener of this.listeners) listener(event);
    }
    const forget = this.cursor.getTime() - OVERLAP_MS;
    for (const [id, at] of this.seen) if (at < forget) this.seen.delete(id);
  }
}

/** Heartbeat comments keep proxies (nginx waits 60 s by default) from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;

/** Checks sessions of one kind of account at once, as stored now (accounts/sessions.ts checkSessions, given by app.ts). */
export type SessionsCheck = (role: Role, sessions: Array<{ id: string; issuedAtMs: number }>) => Promise<SessionAnswer[]>;

/** Who holds a stream: the session it was opened with. */
interface StreamHolder {
  role: 'admin' | 'partner';
  id: string;
  issuedAtMs: number;
}

/**
 * Every open stream, so the app can end them when it closes (a server waits for open connections), and so a
 * stream ends as soon as its session does. A stream outlives the request that checked the session when it was
 * opened; disabling a staff member or partner, or a password change, ends sessions in the database
 * (accounts/sessions.ts) — maybe through another API process. So on every read of the live feed (every poll while
 * anyone listens), before any event is handed out, the sessions of the open streams are checked again against the
 * database, one read per kind of account, and each one refused is ended: no event written after the session ended
 * reaches it, whichever process ended it. The client's reconnect is then refused (401) and it signs out.
 */
export class EventStreams {
  private readonly open = new Map<() => void, StreamHolder>();

  constructor(private readonly checkSessions: SessionsCheck) {}

  /**
   * Answers a request with a server-sent event stream of the feed's events that `accept` lets through.
   */
  stream(request: FastifyRequest, reply: FastifyReply, feed: OrderEventFeed, auth: Principal | null, accept: (e: OrderChangeEvent) => boolean): void {
    if (!auth || auth.role === 'customer') throw new Error('an event stream needs a staff or partner session');
    const raw = openEventStream(reply);
    const unsubscribe = feed.subscribe((e) => {
      if (accept(e)) raw.write(`event: order\nid: ${e.id}\ndata: ${JSON.stringify(e)}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
    const end = () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(end);
      if (!raw.writableEnded) raw.end();
    };
    this.open.set(end, { role: auth.role, id: auth.id, issuedAtMs: auth.sessionStartedAt ?? 0 });
    request.raw.on('close', end);
  }

  /** Ends every open stream whose session the database no longer accepts (see the class comment). */
  async endEndedSessions(): Promise<void> {
    const streams = [...this.open];
    for (const role of ['admin', 'partner'] as const) {
      const held = streams.filter(([, holder]) => holder.role === role);
      if (held.length === 0) continue;
      const results = await this.checkSessions(
        role,
        held.map(([, holder]) => ({ id: holder.id, issuedAtMs: holder.issuedAtMs })),
      );
      held.forEach(([end], i) => {
        if (results[i].refusal !== null) end();
      });
    }
  }

  closeAll(): void {
    for (const end of [...this.open.keys()]) end();
  }
}

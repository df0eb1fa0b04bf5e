import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { EventStreams, OrderEventFeed, type SessionsCheck } from './events';
import type { OutboxMessage } from './model';
import { reconcile, type OrderReader } from './outbox';
import { attachNotifications } from './service';
import { OutboxWorker } from './worker';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      feed: OrderEventFeed;
      streams: EventStreams;
      /** Something was queued in this process (these rows, or without rows anything): send and publish it now rather than at the next poll. */
      changed(rows?: OutboxMessage[]): void;
    };
  }
}

/** Reconciliation (a change whose outbox write was lost) runs at start and this often. */
const RECONCILE_EVERY_MS = 60_000;

/**
 * Order messages: the outbox sender (unless NOTIFY_POLL_MS is 0), the reconciliation that records changes a
 * stopped process did not, and the live feed of the staff and partner event streams. Everything stops
 * before the app closes its database. `findOrder` (orders) reads the order of a change the reconciliation finishes.
 */
export default fp<{ config: Config; checkSessions: SessionsCheck; findOrder: OrderReader }>(
  async (app, { config, checkSessions, findOrder }) => {
    const log = app.log.child({ module: 'notifications' });
    const worker =
      config.NOTIFY_POLL_MS > 0
        ? new OutboxWorker({
            send: (to, body) => app.sms.send(to, body),
            pollMs: config.NOTIFY_POLL_MS,
            maxAttempts: config.NOTIFY_MAX_ATTEMPTS,
            retryMs: config.NOTIFY_RETRY_MS,
            log,
          })
        : null;
    const streams = new EventStreams(checkSessions);
    const feed = new OrderEventFeed(
      config.NOTIFY_POLL_MS || 1000,
      (err) => log.error({ err }, 'live order feed: could not read the outbox'),
      () => streams.endEndedSessions(),
    );
    const changed = (rows?: OutboxMessage[]) => {
      worker?.nudge(rows);
      feed.nudge();
    };
    app.decorate('notifications', { feed, streams, changed });

    let reconciling: Promise<unknown> | null = null;
    const reconcileNow = () => {
      reconciling ??= reconcile(findOrder)
        .then((written) => {
          if (written > 0) {
            log.warn({ written }, 'SMS outbox: recorded order changes that had no messages yet');
            changed();
          }
        })
        .catch((err: unknown) => log.error({ err }, 'SMS outbox: reconciliation failed'))
        .finally(() => {
          reconciling = null;
        });
      return reconciling;
    };
    let timer: NodeJS.Timeout | null = null;

    app.addHook('onReady', async () => {
      attachNotifications({
        changed,
        failed: (err) => log.error({ err }, 'SMS outbox: could not record an order change (the reconciliation will)'),
      });
      await reconcileNow();
      worker?.start();
      timer = setInterval(() => void reconcileNow(), RECONCILE_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      attachNotifications(null);
      if (timer) clearInterval(timer);
      streams.closeAll();
      await Promise.all([worker?.stop(), feed.close(), reconciling]);
    });
  },
  { name: 'notifications', dependencies: ['sms'] },
);

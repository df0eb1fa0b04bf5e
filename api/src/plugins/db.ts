import fp from 'fastify-plugin';
import mongoose from 'mongoose';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pings the database; false when it does not answer within PING_TIMEOUT_MS. */
    isDatabaseUp(): Promise<boolean>;
  }
}

/**
 * Time limits of the connection. A database that hangs (a frozen process, a network partition) keeps its TCP
 * connections open, so without limits a query waits forever. The driver's monitor asks the server `hello` every
 * HEARTBEAT_MS and gives up after CONNECT_TIMEOUT_MS: it then marks the server unreachable and interrupts every
 * query in flight (PoolClearedOnNetworkError). So a query that meets a hung database fails within about
 * HEARTBEAT_MS + CONNECT_TIMEOUT_MS (a read is retried once, adding SERVER_SELECTION_TIMEOUT_MS), and one that
 * starts while the server is marked unreachable within SERVER_SELECTION_TIMEOUT_MS: 503 within three seconds
 * (plugins/error-handler.ts). SOCKET_TIMEOUT_MS is only the backstop for one connection that stops answering
 * while the monitor's still does; it is generous because it also bounds legitimately slow queries (statistics
 * rebuilds scan every order on the embedded database). The driver's `timeoutMS` is not used: this driver
 * ignores it. Pinned by api/test/security/db-outage.test.ts.
 */
export const HEARTBEAT_MS = 500;
export const CONNECT_TIMEOUT_MS = 1500;
export const SERVER_SELECTION_TIMEOUT_MS = 1000;
const SOCKET_TIMEOUT_MS = 20_000;
/** Health answers within two seconds whatever the database does. */
export const PING_TIMEOUT_MS = 1500;

/**
 * The mongoose connection. Queries fail fast (instead of queueing) while the database is down, so the
 * API answers 503 at once and recovers by itself when the driver reconnects.
 */
export default fp<{ uri: string }>(
  async (app, { uri }) => {
    mongoose.set('strictQuery', true);
    // No buffering: a query while disconnected fails instead of hanging the request.
    mongoose.set('bufferCommands', false);
    await mongoose.connect(uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      heartbeatFrequencyMS: HEARTBEAT_MS,
      connectTimeoutMS: CONNECT_TIMEOUT_MS,
      socketTimeoutMS: SOCKET_TIMEOUT_MS,
      // Retryable writes follow the URI: on by default for MongoDB, off in the embedded database's URIs.
    });
    // Build the unique indexes the services rely on before the first request arrives.
    await Promise.all(Object.values(mongoose.models).map((m) => m.init()));

    app.decorate('isDatabaseUp', async () => {
      const db = mongoose.connection.db;
      if (!db) return false;
      // A ping is read-only, so it can be left to finish (or fail) by itself once health has answered.
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const ping = db
        .admin()
        .command({ ping: 1 })
        .then(
          () => true,
          () => false,
        );
      try {
        return await Promise.race([ping, gaveUp]);
      } finally {
        clearTimeout(timer);
      }
    });

    app.addHook('onClose', async () => {
      await mongoose.disconnect();
    });
  },
  { name: 'db' },
);

import fp from 'fastify-plugin';
import mongoose from 'mongoose';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pings the database; false when it cannot be reached within a second or two. */
    isDatabaseUp(): Promise<boolean>;
  }
}

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
      serverSelectionTimeoutMS: 3000,
      heartbeatFrequencyMS: 2000,
      // Retryable writes follow the URI: on by default for MongoDB, off in the embedded database's URIs.
    });
    // Build the unique indexes the services rely on before the first request arrives.
    await Promise.all(Object.values(mongoose.models).map((m) => m.init()));

    app.decorate('isDatabaseUp', async () => {
      try {
        const db = mongoose.connection.db;
        if (!db) return false;
        await db.admin().command({ ping: 1 }, { timeoutMS: 1500 });
        return true;
      } catch {
        return false;
      }
    });

    app.addHook('onClose', async () => {
      await mongoose.disconnect();
    });
  },
  { name: 'db' },
);

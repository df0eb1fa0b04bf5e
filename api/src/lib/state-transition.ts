import type { Model, UpdateQuery, QueryFilter } from 'mongoose';
import { isDatabaseReachable, isDatabaseUnavailableError } from './mongo';

/**
 * Serialises async work per key inside this process. Upstream FerretDB does not make a conditional update
 * atomic, so two requests racing on one document are queued here; on MongoDB, and on devdb (whose FerretDB copy
 * runs an update as one step), the conditional update below is atomic on its own, also across API processes.
 */
export class KeyedLock {
  /** Per key, the last work's end: null, or the error of work that found the database unreachable. */
  private readonly tails = new Map<string, Promise<Error | null>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve<Error | null>(null);
    const current = previous.then((unreachable) => {
      // Work queued behind a call that found the database unreachable fails the same way while it still is,
      // instead of waiting its turn to time out (which would keep its request waiting for the whole queue).
      if (unreachable && !isDatabaseReachable()) throw unreachable;
      return work();
    });
    const tail = current.then(
      () => null,
      (err: unknown) => (err instanceof Error && isDatabaseUnavailableError(err) ? err : null),
    );
    this.tails.set(key, tail);
    try {
      return await current;
    } finally {
      // Forget the key once nobody queued behind us, so the map does not grow forever.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

const documentLocks = new KeyedLock();

/**
 * The one way to move a document from one state to another: a single conditional update that only
 * applies while `expected` still matches, serialised per document. Returns the updated document, or
 * null when the document is not (or no longer) in the expected state — the caller decides 404 vs 409.
 */
export async function transition<T>(model: Model<T>, id: string, expected: QueryFilter<T>, update: UpdateQuery<T>) {
  return documentLocks.run(`${model.modelName}:${id}`, () =>
    model.findOneAndUpdate({ ...expected, _id: id } as QueryFilter<T>, update, { returnDocument: 'after' }).exec(),
  );
}

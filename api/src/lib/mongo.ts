import { mapInSlices } from './slices';
import mongoose, { isValidObjectId, Schema, Types, type SchemaDefinition } from 'mongoose';
import { NotFoundError } from './errors';

/**
 * True for the duplicate-key error of a unique index: code 11000 on MongoDB and on FerretDB inserts;
 * FerretDB reports a clash caused by an update as an internal error carrying SQLite's message.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  return code === 11000 || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}

/** Driver and mongoose errors whose name alone says the database could not be reached or did not answer in time. */
const UNAVAILABLE_NAMES = new Set([
  'MongoServerSelectionError', // no server answered within serverSelectionTimeoutMS
  'MongooseServerSelectionError',
  'MongoNetworkError', // the connection broke
  'MongoNetworkTimeoutError', // socketTimeoutMS / connectTimeoutMS ran out
  'PoolClearedOnNetworkError', // the monitor found the server hung and interrupted queries in flight
  'MongoPoolClearedError',
  'MongoPoolClosedError',
  'MongoWaitQueueTimeoutError',
  'MongoOperationTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
]);

/** Server error codes of a database that is shutting down or has no writable primary for the moment. */
const UNAVAILABLE_CODES = new Set([
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/**
 * True when the database cannot be reached or did not answer within the connection's time limits (see
 * plugins/db.ts): the caller gets 503 and may retry. Looks through `cause`, where mongoose and the driver
 * wrap the underlying error.
 */
export function isDatabaseUnavailableError(err: unknown): boolean {
  return isUnavailable(err, 0);
}

function isUnavailable(err: unknown, depth: number): boolean {
  if (typeof err !== 'object' || err === null || depth > 3) return false;
  const { name = '', message = '', code, cause } = err as { name?: string; message?: string; code?: unknown; cause?: unknown };
  return (
    UNAVAILABLE_NAMES.has(name) ||
    (typeof code === 'number' && name === 'MongoServerError' && UNAVAILABLE_CODES.has(code)) ||
    // mongoose while disconnected (commands are not buffered: see plugins/db.ts), and the driver after close().
    /buffering timed out|before initial connection is complete|Client must be connected|connection .* closed|ECONNREFUSED/i.test(message) ||
    // The database went away while a command was being written: Node's own socket error, not the driver's.
    code === 'EPIPE' ||
    code === 'ECONNRESET' ||
    /socket has been ended by the other party/i.test(message) ||
    isUnavailable(cause, depth + 1)
  );
}

/** False while the driver knows the database is unreachable (its monitor found it down; see plugins/db.ts). */
export function isDatabaseReachable(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}

/**
 * Parses a route's id parameter. An id that is not a valid ObjectId can never match a document,
 * so it is answered like any other unknown id.
 */
export function toObjectId(id: string, notFoundMessage = 'Not found.'): Types.ObjectId {
  if (!isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id)) throw new NotFoundError(notFoundMessage);
  return new Types.ObjectId(id);
}

/**
 * The schema of a collection whose documents we key ourselves: `_id` is a string we compose (a day, a user id,
 * `<order id>:<n>`), so the database's unique `_id` index is what lets exactly one writer create a document — the
 * same on FerretDB and MongoDB. No version key. `collection` names it; without one mongoose derives it from the model.
 */
export function keyedSchema<T extends SchemaDefinition>(fields: T, collection?: string) {
  return new Schema({ _id: { type: String, required: true }, ...fields }, { versionKey: false, collection });
}

/**
 * Reads of thousands of documents ask for them in batches of this many: the driver parses each batch at once, and a
 * batch of many megabytes would hold up the requests waiting on the event loop.
 */
export const READ_BATCH = 1_000;

/** What `castAll` and `insertNew` use of a model: documents made from plain objects, and its collection. */
interface StoringModel {
  new (doc: object): { toObject(): unknown };
  collection: mongoose.Collection;
}

/** The documents as the model stores them (casts and defaults), in slices that let waiting requests run. */
export function castAll<T = Record<string, unknown>>(model: StoringModel, docs: object[]): Promise<T[]> {
  return mapInSlices(docs, (doc) => new model(doc).toObject() as T);
}

/** Documents in one insert command, at most: the driver encodes a whole command at once, holding up waiting requests. */
const INSERT_BATCH = 100;

/**
 * Inserts many documents, each on its own (`ordered: false`: a taken `_id` stops none of the others), INSERT_BATCH to
 * a command, and answers the indexes of those whose `_id` was taken already. Any other failure throws (some may be
 * stored then). `cast: false` for documents `castAll` made already.
 */
export async function insertNew(model: StoringModel, docs: object[], options: { cast: boolean } = { cast: true }): Promise<Set<number>> {
  const ready = options.cast ? await castAll(model, docs) : docs;
  const taken = new Set<number>();
  for (let start = 0; start < ready.length; start += INSERT_BATCH) {
    try {
      await model.collection.insertMany(ready.slice(start, start + INSERT_BATCH), { ordered: false });
    } catch (err) {
      const listed = (err as { writeErrors?: unknown }).writeErrors;
      const errors = (Array.isArray(listed) ? listed : listed ? [listed] : []) as Array<{ index: number; code?: number; errmsg?: string }>;
      if (errors.length === 0 || !errors.every((e) => isDuplicateKeyError({ code: e.code, message: e.errmsg }))) throw err;
      for (const e of errors) taken.add(start + e.index);
    }
  }
  return taken;
}

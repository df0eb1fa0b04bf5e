import { isValidObjectId, Types } from 'mongoose';
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

/** True when the database cannot be reached (server selection, network, or a closed connection). */
export function isDatabaseUnavailableError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const name = (err as { name?: string }).name ?? '';
  const message = (err as { message?: string }).message ?? '';
  const code = (err as { code?: unknown }).code;
  return (
    /^Mongo(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed|PoolCleared)Error$/.test(name) ||
    /buffering timed out|Client must be connected|connection .* closed|ECONNREFUSED/i.test(message) ||
    // The database went away while a command was being written: Node's own socket error, not the driver's.
    code === 'EPIPE' ||
    code === 'ECONNRESET' ||
    /socket has been ended by the other party/i.test(message)
  );
}

/**
 * Parses a route's id parameter. An id that is not a valid ObjectId can never match a document,
 * so it is answered like any other unknown id.
 */
export function toObjectId(id: string, notFoundMessage = 'Not found.'): Types.ObjectId {
  if (!isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id)) throw new NotFoundError(notFoundMessage);
  return new Types.ObjectId(id);
}

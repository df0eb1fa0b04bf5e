import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { etagMatches } from '../../lib/etag';

/** A cached public read: its JSON already serialised, with a strong ETag of exactly those bytes. */
export interface CachedJson {
  /** The response body, already serialised to UTF-8 JSON (written as is: no per-request encoding). */
  body: Buffer;
  /** Strong validator of exactly that body. */
  etag: string;
  /** The body gzip-compressed, made on the first request that takes gzip (the gateway's micro-cache asks so). */
  gzip?: Buffer;
}

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Sends a cached read: its bytes (built to the route's response schema) go out as they are, with the ETag computed
 * when it was built: no serialisation or hashing per request. A 304 has no body and no Content-Length. A client
 * that takes gzip gets the page compressed once per page, so the gateway's micro-cache stores it compressed and
 * never compresses a hit (gateway/templates/gateway.conf.template).
 */
function sendCachedJson(ifNoneMatch: string | undefined, reply: FastifyReply, page: CachedJson): void {
  reply.header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
  if (etagMatches(ifNoneMatch, page.etag)) {
    reply.status(304).send();
    return;
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  if (!/\bgzip\b/.test(reply.request.headers['accept-encoding'] ?? '')) {
    reply.send(page.body as never);
    return;
  }
  page.gzip ??= gzipSync(page.body, { level: 6 });
  reply.header('content-encoding', 'gzip').send(page.gzip as never);
}

/**
 * Answers a public read from its cache, which may still be building it: a hit is sent in the same tick, without a
 * promise; a miss returns the promise of its reply. The client's If-None-Match decides between 200 and 304.
 */
export function replyCached(reply: FastifyReply, page: CachedJson | Promise<CachedJson>): Promise<void> | undefined {
  const ifNoneMatch = reply.request.headers['if-none-match'];
  if (page instanceof Promise) return page.then((built) => sendCachedJson(ifNoneMatch, reply, built));
  sendCachedJson(ifNoneMatch, reply, page);
}

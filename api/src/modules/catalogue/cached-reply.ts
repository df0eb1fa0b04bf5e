import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { etagMatches } from '../../lib/etag';
import { API_SECURITY_HEADERS } from '../../plugins/security';
import { trustedCatalogueVersion, versionWhileChecking, whenCatalogueChanges } from './catalogue-version';

/** A cached public read: its JSON already serialised, with a strong ETag of exactly those bytes. */
export interface CachedJson {
  /** The response body, already serialised to UTF-8 JSON (written as is: no per-request encoding). */
  body: Buffer;
  /** Strong validator of exactly that body. */
  etag: string;
  /** The body gzip-compressed, made on the first request that takes gzip (the gateway's micro-cache asks so). */
  gzip?: Buffer;
  /** A last copy answered because the database did not answer (page-cache.ts): said so in its headers. */
  stale?: boolean;
}

/**
 * The headers of a stale answer: a Warning for the shop and any HTTP client, and X-Accel-Expires so that the
 * gateway's micro-cache never stores it (it keeps its own last copy, which may be newer).
 */
export const STALE_HEADERS: Readonly<OutgoingHttpHeaders> = { warning: '110 - "Response is Stale"', 'x-accel-expires': '0' };

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** The three answers a cached read can give: 304, its bytes compressed, its bytes as they are. */
type Variant = 'notModified' | 'gzip' | 'plain';

/** One of them: its status, its own headers (the security headers aside) and body. */
interface CachedAnswer {
  status: 200 | 304;
  headers: OutgoingHttpHeaders;
  body?: Buffer;
}

/**
 * Which answer a request gets: 304 when its If-None-Match names the page's ETag, gzip when it takes gzip, else the
 * bytes as they are.
 */
function variantFor(page: CachedJson, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Variant {
  if (etagMatches(ifNoneMatch, page.etag)) return 'notModified';
  return /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : 'plain';
}

/**
 * A cached read's answer: 304 without a body or Content-Length; its bytes as they are (built to the route's response
 * schema: no serialisation or hashing per request); or its bytes compressed once per page, so the gateway's
 * micro-cache stores them compressed and never compresses a hit (gateway/templates/gateway.conf.template).
 */
function answerOf(page: CachedJson, variant: Variant): CachedAnswer {
  const headers: OutgoingHttpHeaders = { etag: page.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding', ...(page.stale && STALE_HEADERS) };
  if (variant === 'notModified') return { status: 304, headers };
  headers['content-type'] = 'application/json; charset=utf-8';
  if (variant === 'plain') return { status: 200, headers, body: page.body };
  page.gzip ??= gzipSync(page.body, { level: 6 });
  headers['content-encoding'] = 'gzip';
  return { status: 200, headers, body: page.gzip };
}

/**
 * Answers a public read from its cache, which may still be building it: a hit is sent in the same tick, without a
 * promise; a miss returns the promise of its reply. A hit (not a stale copy) is also remembered by its URL for
 * answerFromMemory.
 */
export function replyCached(reply: FastifyReply, page: CachedJson | Promise<CachedJson>): Promise<void> | undefined {
  const { headers, raw } = reply.request;
  const send = (built: CachedJson) => {
    const answer = answerOf(built, variantFor(built, headers['if-none-match'], headers['accept-encoding']));
    reply.status(answer.status).headers(answer.headers).send(answer.body);
  };
  if (page instanceof Promise) return page.then(send);
  if (raw.method === 'GET' && !page.stale) remember(raw.url!, page);
  send(page);
}

// ---------------------------------------------------------------------------------------------------
// Repeat reads answered before routing.
//
// The catalogue's pages, product pages and search pages are read thousands of times a second and change rarely.
// Once the route has answered a URL from its cache (the query validated, the page built), the same URL is answered
// for up to REMEMBER_MS straight from the server's request event (server-options.ts), without Fastify's routing,
// validation, hooks and reply: the same status, headers and bytes, at about the cost of a bare server. A change of
// the catalogue version drops every remembered URL at once; each answer also checks that the version it was
// remembered with is still the one trusted, and keeps the background version check running (catalogue-version.ts);
// a process whose check has stopped (idle) sends the request to its route, which reads the version first.
// Anything else (another method, an unknown or expired URL, a process that must re-read the version first) goes
// to Fastify as usual. These routes log only warnings and errors, so nothing is missing from the logs.
// Pinned by api/test/catalogue/answers-from-memory.test.ts.
// ---------------------------------------------------------------------------------------------------

const REMEMBER_MS = 1000;
const MAX_REMEMBERED = 1000;

interface Remembered {
  page: CachedJson;
  version: number;
  at: number;
  /** Each answer given so far, with every header it is written with: nothing is built per request. */
  written: Partial<Record<Variant, CachedAnswer>>;
}

const remembered = new Map<string, Remembered>();
whenCatalogueChanges(() => remembered.clear());

function remember(url: string, page: CachedJson): void {
  remembered.delete(url); // re-inserted last: the oldest is dropped first
  remembered.set(url, { page, version: trustedCatalogueVersion(), at: Date.now(), written: {} });
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
}

/** An answer with the security headers every API answer carries first (plugins/security.ts), and its length. */
function withEveryHeader({ status, headers, body }: CachedAnswer): CachedAnswer {
  const all: OutgoingHttpHeaders = { ...API_SECURITY_HEADERS, ...headers };
  if (body) all['content-length'] = body.length;
  return { status, headers: all, body };
}

/** Answers a GET of a remembered URL and returns true; false (nothing written) when Fastify must answer it. */
export function answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== 'GET') return false;
  const hit = remembered.get(request.url!);
  if (!hit) return false;
  if (Date.now() - hit.at > REMEMBER_MS || versionWhileChecking() !== hit.version) {
    remembered.delete(request.url!);
    return false;
  }
  const variant = variantFor(hit.page, request.headers['if-none-match'], request.headers['accept-encoding']);
  const answer = (hit.written[variant] ??= withEveryHeader(answerOf(hit.page, variant)));
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body);
  return true;
}

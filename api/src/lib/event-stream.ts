import type { FastifyReply } from 'fastify';

/**
 * Takes the reply over as a server-sent event stream and answers its raw response to write events to.
 * `X-Accel-Buffering: no` tells the nginx gateway to pass each event on at once; clients reconnect after 5 s if the
 * stream breaks, and a first comment tells them it is open.
 */
export function openEventStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  raw.write('retry: 5000\n: connected\n\n');
  return raw;
}

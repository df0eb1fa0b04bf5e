import { createServer, type RequestListener } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import { hostname } from 'node:os';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { childLoggerFactory } from './lib/request-logger';
import { routerErrors } from './plugins/error-handler';
import { answerFromMemory } from './modules/catalogue/cached-reply';

/** Where the gateway runs: this machine (make start) or a private container network (docker compose). */
const OWN_NETWORK = new BlockList();
for (const [net, bits] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  OWN_NETWORK.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  OWN_NETWORK.addSubnet(net, bits, 'ipv6');

/**
 * The gateway's hop and nothing further: the connection's peer (hop 0) is believed about the client when it
 * is on our own network, and what it reports (the last X-Forwarded-For entry, which the gateway writes alone)
 * is the client. Earlier entries are the client's own words, even when they look like private addresses.
 */
function isGatewayHop(address: string, hop: number): boolean {
  return hop === 0 && OWN_NETWORK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/**
 * The HTTP server Fastify would make (its timeouts as Fastify sets them), except that a repeat read of a catalogue
 * page, product page or search page is answered from memory before Fastify routes it (modules/catalogue/cached-reply.ts).
 * With `servedBy`, every answer (either way, event streams included) names this process in `x-served-by`.
 */
function serverAnsweringFromMemory(fastifyHandler: RequestListener, options: FastifyServerOptions, servedBy: string | null) {
  const server = createServer((request, response) => {
    if (servedBy) response.setHeader('x-served-by', servedBy);
    if (!answerFromMemory(request, response)) fastifyHandler(request, response);
  });
  server.keepAliveTimeout = options.keepAliveTimeout!;
  server.requestTimeout = options.requestTimeout!;
  server.setTimeout(options.connectionTimeout);
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
  return server;
}

/**
 * Server options shared by server.ts and the test helper, so tests validate and log exactly like production.
 */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    // The gateway replaces X-Forwarded-For with the address it saw (gateway/templates/gateway.conf.template).
    // Trusting more hops, or every proxy-looking address, would take an entry the client wrote itself, and a
    // fake address per request would dodge every rate limit. (Fastify's hop counts fail closed: hence a function.)
    trustProxy: config.TRUST_PROXY ? isGatewayHop : false,
    serverFactory: (handler, options) => serverAnsweringFromMemory(handler, options, config.SERVED_BY_HEADER ? `${hostname()}/${process.pid}` : null),
    bodyLimit: 256 * 1024,
    requestIdHeader: 'x-request-id',
    // An over-long path parameter (414) or a malformed path (400) answers `{ msg }` like every other error.
    frameworkErrors: routerErrors,
    logger: {
      level: config.LOG_LEVEL,
      // Secrets never reach the logs.
      redact: {
        paths: [
          'req.headers["x-auth-token"]',
          'req.headers["x-admin-token"]',
          'req.headers["x-partner-token"]',
          'req.headers.authorization',
          '*.password',
          '*.newPassword',
          '*.otp',
        ],
        censor: '[redacted]',
      },
    },
    // Routes with their own quieter level (the catalogue and image reads) build a request's child logger only
    // when it writes a line.
    childLoggerFactory,
    ajv: {
      customOptions: {
        // Unknown fields are an error (400), not silently dropped, and nothing is coerced into objects.
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
    },
  };
}

// The physical limit of this machine for the catalogue's response: a bare Fastify server (no plugins,
// no logger, no database) answering one fixed, already-serialised 12-product JSON page.
// Usage: node bench/baseline-server.mjs <body.json>; prints "listening <port>".
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.argv[2], 'utf8');
const app = Fastify({ logger: false });
app.get('/api/products', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

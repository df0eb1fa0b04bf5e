import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { PING_TIMEOUT_MS } from '../../src/plugins/db';
import { destroyDevdb, devdbDatabaseUri, startDevdb, type RunningDevdb } from '../../../scripts/lib/devdb';
import { http } from '../helpers/build-app';
import { freezeDatabase, thawDatabase } from '../helpers/frozen-db';
import { until } from '../helpers/until';
import type { FastifyInstance } from 'fastify';

/** Health follows the database: up, stopped, and back again — without the API crashing. */
describe('GET /api/health', () => {
  let db: RunningDevdb;
  let app: FastifyInstance;
  let api: ReturnType<typeof http>;

  beforeAll(async () => {
    // A database of its own: this test stops it, which must not disturb other test files.
    db = await startDevdb();
    app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MONGODB_URI: devdbDatabaseUri(db.uri, 'health') }));
    api = http(await app.listen({ host: '127.0.0.1', port: 0 }));
  });

  afterAll(async () => {
    await app.close();
    await destroyDevdb(db);
  });

  it('answers 200 while the database is up', async () => {
    const res = await api.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: 'up' });
  });

  it('gives up on a ping before the documented 2 s, so health answers in time whatever the database does', () => {
    expect(PING_TIMEOUT_MS).toBeLessThan(2000);
  });

  it('answers 503 JSON with Retry-After while the database hangs, and 200 once it answers again', async () => {
    freezeDatabase(db.process);
    try {
      const hung = await api.get('/api/health');
      expect(hung.status).toBe(503);
      expect(hung.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(hung.body).toMatchObject({ db: 'down', msg: expect.stringMatching(/temporarily unavailable/) });
    } finally {
      thawDatabase(db.process);
    }
    await until(async () => (await api.get('/api/health')).status === 200, 'health to answer 200 once the database is resumed');
  });

  it('answers 503 JSON while the database is down, and recovers when it is back', async () => {
    const port = new URL(db.uri).port;
    await db.stop();

    const down = await api.get('/api/health');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ db: 'down', msg: expect.stringMatching(/temporarily unavailable/) });

    db = await startDevdb({ listen: `127.0.0.1:${port}`, dataDir: db.dataDir });
    await until(async () => (await api.get('/api/health')).status === 200, 'health to answer 200 once the database is back');
  });
});

import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { childLoggerFactory } from '../../src/lib/request-logger';
import { serverOptions } from '../../src/server-options';
import { testConfig } from '../helpers/build-app';

/** Request logging with the API's own server options: deferred child loggers on the quiet (warn-level) routes. */
describe('request logger', () => {
  let app: FastifyInstance;
  let lines: Array<Record<string, any>>;

  beforeAll(async () => {
    lines = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const options = serverOptions(testConfig({ LOG_LEVEL: 'info' }));
    app = Fastify({ ...options, logger: { ...(options.logger as object), stream } });
    app.get('/quiet', { logLevel: 'warn' }, async (request) => {
      request.log.info('not written');
      request.log.debug('not written either');
      request.log.warn({ user: { phone: '9876543210', password: 'hunter2' } }, 'quiet route warns');
      request.log.child({ step: 'pricing' }).error('child of a quiet logger');
      const log = request.log as typeof request.log & { isLevelEnabled(level: string): boolean };
      return { info: log.isLevelEnabled('info'), warn: log.isLevelEnabled('warn'), level: log.level };
    });
    app.get('/silent-hit', { logLevel: 'warn' }, async () => ({ ok: true }));
    app.get('/loud', async (request) => {
      request.log.info('loud route informs');
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes warnings and errors of a quiet route with the request id and redaction, and no info lines', async () => {
    const res = await app.inject({ url: '/quiet', headers: { 'x-request-id': 'req-quiet-1' } });
    expect(res.json()).toEqual({ info: false, warn: true, level: 'warn' });
    const mine = lines.filter((l) => l.reqId === 'req-quiet-1');
    expect(mine.map((l) => [l.level, l.msg])).toEqual([
      [40, 'quiet route warns'],
      [50, 'child of a quiet logger'],
    ]);
    expect(mine[0]!.user).toEqual({ phone: '9876543210', password: '[redacted]' });
    expect(mine[1]!.step).toBe('pricing');
  });

  it('writes nothing at all for a quiet route that has nothing to say', async () => {
    const before = lines.length;
    await app.inject({ url: '/silent-hit', headers: { 'x-request-id': 'req-quiet-2' } });
    expect(lines.slice(before)).toEqual([]);
  });

  it('keeps the usual request lines on other routes', async () => {
    await app.inject({ url: '/loud', headers: { 'x-request-id': 'req-loud-1' } });
    const mine = lines.filter((l) => l.reqId === 'req-loud-1').map((l) => l.msg);
    expect(mine).toEqual(['incoming request', 'loud route informs', 'request completed']);
  });

  it('builds the pino child of a quiet request only when it writes, and keeps ordinary routes as they were', () => {
    const written: string[] = [];
    const real = { level: 'warn', warn: (msg: string) => written.push(msg) };
    const parent = { level: 'info', child: jest.fn(() => real) } as any;
    const quiet = childLoggerFactory.call(app as any, parent, { reqId: 'r1' }, { level: 'warn' }, {} as any) as any;
    quiet.info('dropped');
    expect(parent.child).not.toHaveBeenCalled();
    quiet.warn('kept');
    quiet.warn('kept too');
    expect(parent.child).toHaveBeenCalledTimes(1);
    expect(parent.child).toHaveBeenCalledWith({ reqId: 'r1' }, { level: 'warn' });
    expect(written).toEqual(['kept', 'kept too']);

    childLoggerFactory.call(app as any, parent, { reqId: 'r2' }, {}, {} as any);
    expect(parent.child).toHaveBeenLastCalledWith({ reqId: 'r2' }, {});
  });

  it('never makes a quiet route louder than the app: with LOG_LEVEL silent or error, its warnings are not written', () => {
    for (const appLevel of ['silent', 'error']) {
      const written: string[] = [];
      const real = { level: appLevel, warn: (msg: string) => written.push(msg), error: (msg: string) => written.push(msg) };
      const parent = { level: appLevel, child: jest.fn(() => real) } as any;
      const quiet = childLoggerFactory.call(app as any, parent, { reqId: 'r3' }, { level: 'warn' }, {} as any) as any;
      quiet.warn('not written');
      expect(quiet.level).toBe(appLevel);
      expect(written).toEqual([]);
      quiet.error('written unless silent');
      expect(written).toEqual(appLevel === 'error' ? ['written unless silent'] : []);
    }
  });
});

import type { ChildProcess } from 'node:child_process';
import { freePort } from '../../../scripts/lib/stack';
import { OrderModel } from '../../src/modules/orders/model';
import { spawnApiProcess, stopApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';
import { HYDERABAD, signUp, useCatalogue, type Customer } from './fixtures';

/**
 * What stays correct when the API runs as several processes on one database (README "Performance", make bench
 * with BENCH_API_PROCESSES): an Idempotency-Key and the first-order hold are unique `_id`s, which the database
 * itself keeps unique, so they hold whichever process each submission reaches. Here a second, real API process
 * (its own Node process, same database and secret) takes half of each burst.
 */
describe('orders across two API processes', () => {
  const t = useTestApp();
  let second: ChildProcess;
  let secondUrl: string;
  const cat = useCatalogue(t);

  beforeAll(async () => {
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    second = spawnApiProcess(
      {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        MONGODB_URI: t.config.MONGODB_URI,
        JWT_SECRET: t.config.JWT_SECRET,
        AUTH_RATE_LIMIT: String(t.config.AUTH_RATE_LIMIT),
      },
      'ignore',
    );
    // Bounded by the work of starting, not a sleep: up to 600 health polls while the process compiles and connects.
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`${secondUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      if (second.exitCode !== null) throw new Error(`the second API process exited (${second.exitCode})`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the second API process did not start');
  }, 90_000);
  afterAll(() => stopApiProcess(second));

  const body = (c: Customer) => ({ userId: c.id, cartItems: [{ id: cat.eggs6, quantity: 2 }], shippingAddress: HYDERABAD, totalAmount: 212 });
  /** Six submissions at once, every other one to the second process. */
  const burst = (c: Customer, key: (i: number) => string) =>
    Promise.all(Array.from({ length: 6 }, (_, i) => http(i % 2 ? secondUrl : t.url).post('/api/orders', body(c), { ...c.headers, 'idempotency-key': key(i) })));

  it('places one order for submissions with one Idempotency-Key, whichever process each reaches', async () => {
    const c = await signUp(t);
    const results = await burst(c, () => 'double-tap');
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
    expect(await OrderModel.countDocuments({ user_id: c.id })).toBe(1);
  });

  it('gives the first-order discount to one of the orders submitted at once to both processes', async () => {
    const c = await signUp(t);
    const results = await burst(c, (i) => `tab-${i}`);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.quote).toMatchObject({ is_first_order: false, first_order_discount: 0 });
    }
    expect(await OrderModel.countDocuments({ user_id: c.id })).toBe(1);
  });
});

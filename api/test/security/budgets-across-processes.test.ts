import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../../scripts/lib/stack';
import { SIGN_IN_RULE } from '../../src/modules/accounts/sign-in-lock';
import { COUPON_MISS_RULE } from '../../src/modules/coupons/guess-limit';
import { spawnApiProcess, stopApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { signUp } from '../orders/fixtures';

const PER_ADDRESS = 4;

/**
 * Two API processes on one database spend from the same budgets: an account's failed sign-ins, a client
 * address's calls to a route and a customer's unknown coupon codes. Calls alternate between this process and a
 * second, real one (its own Node process, same database and secret).
 */
describe('budgets across two API processes', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: String(PER_ADDRESS) });
  let second: ChildProcess;
  let secondUrl: string;
  /** Call i goes to the first process when even, to the second when odd. */
  const apiOf = (i: number) => http(i % 2 ? secondUrl : t.url);

  beforeAll(async () => {
    const port = await freePort();
    secondUrl = `http://127.0.0.1:${port}`;
    second = spawnApiProcess(
      {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        PORT: String(port),
        MONGODB_URI: t.config.MONGODB_URI,
        JWT_SECRET: t.config.JWT_SECRET,
        AUTH_RATE_LIMIT: String(PER_ADDRESS),
        NOTIFY_POLL_MS: '0',
      },
      'ignore',
    );
    await until(
      () =>
        second.exitCode === null
          ? fetch(`${secondUrl}/api/health`).then(
              (r) => r.ok,
              () => false,
            )
          : Promise.reject(new Error(`the second API process exited (${second.exitCode})`)),
      'the second API process to answer',
      90_000,
    );
  }, 120_000);
  afterAll(() => stopApiProcess(second));

  /** Each test plays its own client address (the API believes the loopback gateway's X-Forwarded-For). */
  let client = 0;
  const asClient = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });

  it("counts one account's wrong passwords in one budget, whichever process checks them", async () => {
    const phone = (await signUp(t)).phone.replace(/^\+91/, '');
    const answers = [];
    // A new address for every try: only the account's budget can refuse.
    for (let i = 0; i < SIGN_IN_RULE.max + 2; i++) answers.push(await apiOf(i).post('/api/login', { phone, password: `guess-${i}` }, asClient()));
    expect(answers.map((a) => [a.status, a.body.codeRequired ?? false])).toEqual([
      ...Array.from({ length: SIGN_IN_RULE.max }, () => [401, false]),
      [401, true],
      [401, true],
    ]);
  });

  it("counts one address's calls to a route in one budget, whichever process answers", async () => {
    const headers = asClient();
    const statuses = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++)
      statuses.push((await apiOf(i).post('/api/forgot-password-twilio', { phone: `98765${String(10000 + i)}` }, headers)).status);
    expect(statuses).toEqual([...Array.from({ length: PER_ADDRESS }, () => 200), 429, 429]);
  });

  it("counts one customer's unknown coupon codes in one budget, whichever process looks them up", async () => {
    const guesser = await signUp(t);
    const statuses = [];
    for (let i = 0; i < COUPON_MISS_RULE.max + 2; i++) {
      const res = await apiOf(i).post(
        '/api/coupons/apply',
        { couponCode: `G${randomBytes(4).toString('hex')}`, cartTotal: 500 },
        { ...guesser.headers, ...asClient() },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array.from({ length: COUPON_MISS_RULE.max }, () => 400), 429, 429]);
  });
});

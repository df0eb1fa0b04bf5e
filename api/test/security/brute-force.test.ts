import { OTP_RULES } from '../../src/modules/accounts/one-time-codes';
import { http } from '../helpers/build-app';
import { freshPhone } from '../helpers/phone';
import { addFigures, reportFigures } from './support/figures';
import { rawCall, startAppCollectingRoutes, type CollectedRoute } from './support/world';
import type { TestApp } from '../helpers/build-app';
import { signUpWithCode, standInCodes } from '../helpers/sign-up';

const LIMIT = 6;
const TRIES = 20;

/**
 * Guessing is bounded: sign-in (customer, admin, partner) and OTP verification are rate limited per client,
 * OTP attempts are capped per code, and a fake X-Forwarded-For does not reset the count. The sign-ins here name
 * another account on every try, so only the client's budget is at work; each account's own budget is
 * account-budgets.test.ts's subject.
 */
describe('brute force', () => {
  let t: TestApp;
  let routes: CollectedRoute[];
  let api: ReturnType<typeof http>;
  let client = 0;

  beforeAll(async () => {
    ({ t, routes } = await startAppCollectingRoutes({ AUTH_RATE_LIMIT: String(LIMIT) }));
    api = http(t.url);
  });
  afterAll(async () => {
    await t?.close();
    reportFigures(__filename);
  });

  /**
   * Each test plays its own client, here on a private network (a LAN in front of the store's machine). The
   * gateway sends the address it saw as the only X-Forwarded-For entry (gateway-edge.test.ts checks that through
   * nginx); should anything in front append to a client's own header instead, the API still believes the
   * gateway's hop alone — the last entry — even where the client's own entries look like private addresses too.
   * The client changes its own part on every try.
   */
  function asClient() {
    client += 1;
    const real = `192.168.1.${client}`;
    return () => ({
      'content-type': 'application/json',
      'x-forwarded-for': `10.${client}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}, ${real}`,
    });
  }

  async function hammer(path: string, body: () => unknown, headers: () => Record<string, string>) {
    const statuses: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const res = await rawCall(t.url, 'POST', path, { body: JSON.stringify(body()), headers: headers() });
      statuses.push(res.status);
      if (res.status === 429) expect(res.json).toMatchObject({ msg: expect.stringMatching(/Too many/i) });
    }
    const firstRefused = statuses.indexOf(429);
    return { statuses, allowed: firstRefused === -1 ? TRIES : firstRefused, refused: statuses.filter((s) => s === 429).length };
  }

  function record(name: string, r: { allowed: number; refused: number }) {
    addFigures({ [`brute force: ${name}`]: `refused after ${r.allowed} tries (${r.refused} of ${TRIES} refused)` });
  }

  it(`limits customer sign-in to ${LIMIT} tries a minute per client, fake X-Forwarded-For or not`, async () => {
    const r = await hammer('/api/login', () => ({ phone: freshPhone(), password: `guess-${Math.random()}` }), asClient());
    record('customer login', r);
    expect(r.allowed).toBe(LIMIT);
    expect(r.statuses.slice(0, LIMIT).every((s) => s === 401)).toBe(true);
  });

  it('limits admin sign-in', async () => {
    const r = await hammer('/api/admin/login', () => ({ username: `guess-${Math.random()}`, password: `guess-${Math.random()}` }), asClient());
    record('admin login', r);
    expect(r.allowed).toBe(LIMIT);
  });

  it('limits partner sign-in', async () => {
    const route = routes.find((x) => x.method === 'POST' && /login/.test(x.url) && /partner|delivery/.test(x.url));
    if (!route) {
      // The partners module has not mounted its routes yet; this test starts checking as soon as it does.
      addFigures({ 'brute force: partner login': 'no partner sign-in route registered yet' });
      return;
    }
    const r = await hammer(route.url, () => ({ phone: freshPhone(), password: `guess-${Math.random()}` }), asClient());
    record('partner login', r);
    expect(r.allowed).toBe(LIMIT);
  });

  it(`burns a reset code after ${OTP_RULES.maxAttempts} wrong codes, and rate limits the guesses too`, async () => {
    const phone = '9123400003';
    await signUpWithCode(t.url, { name: 'Otp Target', phone, password: 'the-real-one-1' }, standInCodes, asClient()());
    expect((await api.post('/api/forgot-password-twilio', { phone }, asClient()())).status).toBe(200);
    // Many clients (a botnet) guessing one code: the per-code cap holds whatever the addresses.
    const statuses: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const guess = String(100000 + i);
      const res = await rawCall(t.url, 'POST', '/api/reset-password-twilio', {
        body: JSON.stringify({ phone, otp: guess, newPassword: 'attacker-pass-1' }),
        headers: asClient()(),
      });
      statuses.push(res.status);
    }
    const wrong = statuses.indexOf(429);
    addFigures({ 'brute force: OTP codes tried before the code is burnt': `${wrong} (then ${statuses.filter((s) => s === 429).length} of ${TRIES} refused)` });
    expect(wrong).toBe(OTP_RULES.maxAttempts);
    expect(statuses.slice(wrong).every((s) => s === 429)).toBe(true);
    // Login with the old password still works: no guess changed it.
    expect((await api.post('/api/login', { phone, password: 'the-real-one-1' }, asClient()())).status).toBe(200);

    // One client guessing codes for many numbers hits the per-client limit.
    const r = await hammer('/api/reset-password-twilio', () => ({ phone: freshPhone(), otp: '000000', newPassword: 'attacker-pass-1' }), asClient());
    record('OTP verification', r);
    expect(r.allowed).toBe(LIMIT);
  });

  it('limits asking for codes (SMS cost) per client', async () => {
    const r = await hammer('/api/forgot-password-twilio', () => ({ phone: freshPhone() }), asClient());
    record('OTP requests', r);
    expect(r.allowed).toBe(LIMIT);
  });
});

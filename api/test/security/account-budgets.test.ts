import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { clock } from '../../src/lib/clock';
import { SIGN_IN_RULE } from '../../src/modules/accounts/sign-in-lock';
import { COUPON_MISS_RULE } from '../../src/modules/coupons/guess-limit';
import { codeIn, fakeTwilioHttpClient, TWILIO_ENV } from '../accounts/twilio-fake';
import { http, useTestApp, type Http } from '../helpers/build-app';
import { startTestGateway, type TestGateway } from '../helpers/gateway';
import { adminHeaders, createPartner, signUp } from '../helpers/accounts';
import { freshPhone } from '../helpers/phone';
import { until } from '../helpers/until';
import { addFigures, reportFigures } from './support/figures';

const MINUTE = 60_000;
/** Phones on 30 different networks: nginx sees each loopback address as another client. */
const ADDRESSES = Array.from({ length: 30 }, (_, i) => `127.0.0.${i + 2}`);

/**
 * Budgets per account and per customer, through the real nginx gateway from many client addresses: guesses at
 * one password are counted against the account, wherever they come from; coupon misses against the customer;
 * and the per-address budget is loose enough for many shoppers behind one mobile-network address.
 */
describe('budgets per account, through the gateway', () => {
  const twilio = fakeTwilioHttpClient();
  // The default per address (what the configuration loader gives when it is unset), so the shared-address figures are
  // the real ones.
  const { AUTH_RATE_LIMIT } = loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1/unused' });
  const t = useTestApp({ AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT), ...TWILIO_ENV }, { twilioHttpClient: twilio.client });
  let gateway: TestGateway;
  let clients: Http[];
  let now = Date.now();

  beforeAll(async () => {
    gateway = await startTestGateway(t.url);
    clients = ADDRESSES.map((localAddress) => http(gateway.url, { localAddress }));
  });
  beforeEach(() => {
    // Each test starts an hour after the last one, so no window of an earlier test is still open.
    now += 3_600_000;
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await gateway?.close();
    reportFigures(__filename);
  });

  /** The sign-in codes sent to `phone` so far. */
  const signInCodes = (phone: string) =>
    twilio.requests.filter((r) => r.data.To === phone && /sign-in code/.test(r.data.Body ?? '')).map((r) => codeIn(r.data.Body!));
  /** A 401 that checked the password (not one asking for the code). */
  const checked = (res: { status: number; body: { codeRequired?: boolean } }) => res.status === 401 && res.body.codeRequired !== true;

  it.each([
    ['customer', '/api/login', async () => ({ phone: (await signUp(t, undefined, twilio.codesSentTo)).phone, password: 'organic-greens-1' })],
    ['delivery partner', '/api/delivery/login', async () => ({ phone: (await createPartner(t, 'Guarded Rider')).phone, password: 'delivers-fresh-1' })],
  ])('checks at most 5 passwords of one %s from 30 addresses, then signs in only with the code sent by SMS', async (_who, path, account) => {
    const { phone, password } = await account();
    const digits = phone.replace(/^\+91/, '');
    const answers = [];
    for (const client of clients) answers.push(await client.post(path, { phone: digits, password: `guess-${randomBytes(4).toString('hex')}` }));
    expect(answers.filter(checked).length).toBe(SIGN_IN_RULE.max);
    expect(answers.slice(SIGN_IN_RULE.max).map((a) => [a.status, a.body.codeRequired])).toEqual(answers.slice(SIGN_IN_RULE.max).map(() => [401, true]));

    // The right password alone is not enough now, and tells nothing: the same answer as a wrong one.
    const right = await clients[0]!.post(path, { phone: digits, password });
    expect([right.status, right.body.codeRequired]).toEqual([401, true]);
    // One code went out (the others came within its minute), and it signs in with the password.
    const codes = await until(() => (signInCodes(phone).length > 0 ? signInCodes(phone) : undefined), 'the sign-in code');
    expect(codes.length).toBe(1);
    const wrongCode = await clients[1]!.post(path, { phone: digits, password, code: codes[0] === '000000' ? '000001' : '000000' });
    expect([wrongCode.status, wrongCode.body.msg]).toEqual([400, 'That code is not correct. 4 tries left.']);
    const signedIn = await clients[1]!.post(path, { phone: digits, password, code: codes[0] });
    expect(signedIn.status).toBe(200);
    // Signing in cleared the count: a later wrong password is checked again.
    expect(checked(await clients[2]!.post(path, { phone: digits, password: 'one-typo' }))).toBe(true);
  });

  it('checks 5 passwords between 30 addresses guessing at the same moment', async () => {
    const phone = (await signUp(t, undefined, twilio.codesSentTo)).phone.replace(/^\+91/, '');
    const answers = await Promise.all(clients.map((client, i) => client.post('/api/login', { phone, password: `at-once-${i}` })));
    expect(answers.filter(checked).length).toBe(SIGN_IN_RULE.max);
    expect(answers.filter((a) => a.status === 401 && a.body.codeRequired === true).length).toBe(ADDRESSES.length - SIGN_IN_RULE.max);
  });

  it('answers an unknown phone exactly like a known one, and sends it nothing', async () => {
    const digits = freshPhone();
    const answers = [];
    for (const client of clients.slice(0, 8)) answers.push(await client.post('/api/login', { phone: digits, password: 'guess-1' }));
    expect(answers.map((a) => [a.status, a.body.codeRequired ?? false])).toEqual([
      ...Array.from({ length: SIGN_IN_RULE.max }, () => [401, false]),
      [401, true],
      [401, true],
      [401, true],
    ]);
    expect(twilio.requests.filter((r) => r.data.To === `+91${digits}`)).toEqual([]);
  });

  it('allows 20 password guesses an hour at one account from 30 addresses, never more than 5 in 15 minutes', async () => {
    const phone = (await signUp(t, undefined, twilio.codesSentTo)).phone.replace(/^\+91/, '');
    const start = now;
    const guessesAt: number[] = [];
    // Every 5 minutes for an hour, each of the 30 addresses guesses once.
    for (let minute = 0; minute < 60; minute += 5) {
      now = start + minute * MINUTE;
      for (const client of clients) {
        if (checked(await client.post('/api/login', { phone, password: `guess-${randomBytes(4).toString('hex')}` }))) guessesAt.push(minute);
      }
    }
    const worst15 = Math.max(...guessesAt.map((m) => guessesAt.filter((g) => g >= m && g < m + 15).length));
    addFigures({ 'account budget: password guesses at one account in an hour from 30 addresses': guessesAt.length });
    addFigures({ 'account budget: most guesses in any 15 minutes': worst15 });
    expect(worst15).toBe(SIGN_IN_RULE.max);
    expect(guessesAt.length).toBe(20);
  });

  it('makes staff wait after 5 wrong passwords from 30 addresses, and tells the owners once', async () => {
    const username = `night-${randomBytes(3).toString('hex')}`;
    const created = await http(t.url).post(
      '/api/admin/staff',
      { username, name: 'Night Manager', password: 'staff-secret-1', role: 'manager' },
      adminHeaders(t),
    );
    expect(created.status).toBe(201);
    const answers = [];
    for (const client of clients) answers.push(await client.post('/api/admin/login', { username, password: `guess-${randomBytes(4).toString('hex')}` }));
    expect(answers.map((a) => a.status)).toEqual([...Array.from({ length: SIGN_IN_RULE.max }, () => 401), ...Array.from({ length: 25 }, () => 429)]);
    expect(answers[SIGN_IN_RULE.max]!.body.msg).toBe('Too many wrong passwords for this account. For its safety, please wait 15 minutes and try again.');
    // The right password waits too.
    expect((await clients[0]!.post('/api/admin/login', { username, password: 'staff-secret-1' })).status).toBe(429);

    const audit = await http(t.url).get(`/api/admin/audit?target=staff&targetId=${created.body.id}`, adminHeaders(t));
    const alerts = (audit.body.entries as Array<{ action: string }>).filter((e) => e.action === 'staff.sign-in-locked');
    expect(alerts).toEqual([
      expect.objectContaining({
        target: { type: 'staff', id: created.body.id, label: username },
        changes: [{ field: 'sign_in_paused_until', before: null, after: new Date(now + SIGN_IN_RULE.windowMs).toISOString() }],
      }),
    ]);

    // 15 minutes without a try later, the right password signs in.
    now += SIGN_IN_RULE.windowMs;
    expect((await clients[3]!.post('/api/admin/login', { username, password: 'staff-secret-1' })).status).toBe(200);
  });

  describe('coupon codes', () => {
    let privateCode: string;
    beforeAll(async () => {
      privateCode = `STAFF${randomBytes(4).toString('hex').toUpperCase()}`;
      const created = await http(t.url).post(
        '/api/admin/coupons',
        { code: privateCode, discount_type: 'fixed', discount_value: 50, expiry_date: '2099-01-01', is_public: false },
        adminHeaders(t),
      );
      expect(created.status).toBe(201);
    });

    it('lets 12 shoppers behind one mobile-network address each mistype a code once and then use the right one', async () => {
      const shared = http(gateway.url);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const shopper = await signUp(t, `Shopper ${i}`, twilio.codesSentTo);
        expect((await shared.post('/api/coupons/apply', { couponCode: `${privateCode}X`, cartTotal: 900 }, shopper.headers)).status).toBe(400);
        statuses.push((await shared.post('/api/coupons/apply', { couponCode: privateCode, cartTotal: 900 }, shopper.headers)).status);
      }
      expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    });

    it('counts one customer’s unknown codes from every address against one budget', async () => {
      const guesser = await signUp(t, 'Roaming Guesser', twilio.codesSentTo);
      const statuses: number[] = [];
      for (const client of clients.slice(0, COUPON_MISS_RULE.max + 2)) {
        statuses.push((await client.post('/api/coupons/apply', { couponCode: `G${randomBytes(4).toString('hex')}`, cartTotal: 900 }, guesser.headers)).status);
      }
      expect(statuses).toEqual([...Array.from({ length: COUPON_MISS_RULE.max }, () => 400), 429, 429]);
      addFigures({ 'coupon budget: unknown codes one customer may try per 15 minutes, from any addresses': statuses.indexOf(429) });
      // Refused whatever the code, the real one too: the answer does not reveal it.
      expect((await clients[9]!.post('/api/coupons/apply', { couponCode: privateCode, cartTotal: 900 }, guesser.headers)).status).toBe(429);
      now += COUPON_MISS_RULE.windowMs;
      expect((await clients[9]!.post('/api/coupons/apply', { couponCode: privateCode, cartTotal: 900 }, guesser.headers)).status).toBe(200);
    });
  });
});

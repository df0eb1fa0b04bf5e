import { randomBytes } from 'node:crypto';
import { AddressModel } from '../../src/modules/addresses/model';
import { VariantModel } from '../../src/modules/catalogue/model';
import { COUPON_MISS_RULE } from '../../src/modules/coupons/guess-limit';
import { codeIn, fakeTwilioHttpClient, TWILIO_ENV } from '../accounts/twilio-fake';
import { adminHeaders, createPartner, signUp } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';
import { http, startTestApp, type TestApp } from '../helpers/build-app';
import { startTestGateway, type TestGateway } from '../helpers/gateway';
import { HYDERABAD, seedCatalogue, type Catalogue } from '../orders/fixtures';
import { addFigures, reportFigures } from './support/figures';

const LIMIT = 8;

/**
 * Abuse a probe of the running store found, replayed through the real nginx gateway: guessing private coupon
 * codes through the quote, prototype names as categories, parallel requests past the per-owner caps, and
 * sessions that outlived a password reset or a disabled partner.
 */
describe('abuse through the gateway', () => {
  const twilio = fakeTwilioHttpClient();
  let t: TestApp;
  let gateway: TestGateway;
  let store: ReturnType<typeof http>;
  let catalogue: Catalogue;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: String(LIMIT), ...TWILIO_ENV }, { twilioHttpClient: twilio.client });
    gateway = await startTestGateway(t.url);
    store = http(gateway.url);
    catalogue = await seedCatalogue(t);
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
    reportFigures(__filename);
  });

  describe('private coupon codes cannot be guessed', () => {
    it('counts unknown codes from apply, quote and order placement against one budget per customer', async () => {
      const privateCode = `STAFF${randomBytes(3).toString('hex').toUpperCase()}`;
      const created = await store.post(
        '/api/admin/coupons',
        { code: privateCode, discount_type: 'fixed', discount_value: 50, expiry_date: '2099-01-01', is_public: false },
        adminHeaders(t),
      );
      expect(created.status).toBe(201);
      const shopper = await signUp(t, 'Honest Shopper', twilio.codesSentTo);
      const cartItems = [{ id: catalogue.ghee500ml, quantity: 1 }];

      // A shopper re-quoting a cart with a real code many times is never held up: only misses count.
      for (let i = 0; i < LIMIT * 2; i++) {
        const quote = await store.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD, couponCode: privateCode }, shopper.headers);
        expect(quote.status).toBe(200);
        expect(quote.body.coupon_discount).toBe(50);
      }

      const guesser = await signUp(t, 'Code Guesser', twilio.codesSentTo);
      const guess = () => `G${randomBytes(4).toString('hex').toUpperCase()}`;
      const tries = [
        () => store.post('/api/coupons/apply', { couponCode: guess(), cartTotal: 900 }, guesser.headers),
        () => store.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD, couponCode: guess() }, guesser.headers),
        () => store.post('/api/orders', { userId: guesser.id, cartItems, shippingAddress: HYDERABAD, couponCode: guess(), totalAmount: 900 }, guesser.headers),
      ];
      const statuses: number[] = [];
      for (let i = 0; i < COUPON_MISS_RULE.max; i++) {
        const res = await tries[i % tries.length]!();
        statuses.push(res.status);
        expect(res.body).toMatchObject({ msg: 'This coupon code is not valid.' });
      }
      expect(statuses.every((s) => s === 400)).toBe(true);

      // The budget is spent: the next lookup is refused whatever the code, so the real one is not revealed.
      for (const call of [
        () => store.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD, couponCode: privateCode }, guesser.headers),
        () => store.post('/api/coupons/apply', { couponCode: privateCode, cartTotal: 900 }, guesser.headers),
        () =>
          store.post('/api/orders', { userId: guesser.id, cartItems, shippingAddress: HYDERABAD, couponCode: privateCode, totalAmount: 850 }, guesser.headers),
      ]) {
        const res = await call();
        expect(res.status).toBe(429);
        expect(res.body).toEqual({ msg: expect.stringMatching(/Too many coupon codes tried/) });
      }
      // Quoting without a code still works: the cart is not held hostage.
      expect((await store.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, guesser.headers)).status).toBe(200);
      addFigures({ 'coupon guessing: unknown codes answered before 429': COUPON_MISS_RULE.max });
    });
  });

  // Categories are lower-cased before the look-up, so these two are the prototype names a shopper filter can reach.
  it.each(['__proto__', 'constructor'])('answers the category %s with 400 "no such category", not 500', async (category) => {
    const res = await store.get(`/api/products?category=${category}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: `We have no "${category}" category.` });
  });

  describe('per-owner caps hold under parallel requests', () => {
    it('saves exactly 20 of 40 addresses sent at once, and frees a place when one is deleted', async () => {
      const customer = await signUp(t, 'Parallel Saver', twilio.codesSentTo);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          store.post('/api/addresses', { newAddress: { label: `Place ${i}`, value: `${i} Road, Madhapur, Hyderabad` } }, customer.headers),
        ),
      );
      const saved = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status === 409); // the address book is full: a conflict, not a bad request
      expect([saved.length, refused.length]).toEqual([20, 20]);
      expect(refused[0]!.body.msg).toMatch(/at most 20 addresses/);
      expect(await AddressModel.countDocuments({ user_id: customer.id })).toBe(20);
      addFigures({ 'parallel addresses: of 40 sent at once, saved': saved.length });

      const list = await store.get('/api/addresses', customer.headers);
      const one = (list.body as Array<{ id: string }>)[0]!.id;
      expect((await store.delete(`/api/addresses/${one}`, customer.headers)).status).toBe(200);
      expect((await store.post('/api/addresses', { newAddress: { label: 'Again', value: 'Kondapur, Hyderabad' } }, customer.headers)).status).toBe(201);
      expect((await store.post('/api/addresses', { newAddress: { label: 'One more', value: 'Kukatpally, Hyderabad' } }, customer.headers)).status).toBe(409);
      expect(await AddressModel.countDocuments({ user_id: customer.id })).toBe(20);
    });

    it('adds exactly 19 of 40 variants sent at once to a product that has one', async () => {
      const product = await createProduct(t, { name: 'Parallel Pickle', category: 'pickles' }, { label: '250g', price: 200 });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          store.post('/api/admin/variants', { product_id: product.id, label: `${i + 1}kg`, price: 100 + i }, adminHeaders(t)),
        ),
      );
      expect(results.filter((r) => r.status === 201).length).toBe(19);
      expect(results.filter((r) => r.status === 400).every((r) => /at most 20 variants/.test(r.body.msg))).toBe(true);
      expect(await VariantModel.countDocuments({ product_id: product.id })).toBe(20);
      addFigures({ 'parallel variants: of 40 sent at once to a product with 1, added': results.filter((r) => r.status === 201).length });
    });
  });

  describe('ending sessions', () => {
    it('a password reset signs out every device that was signed in before it', async () => {
      const customer = await signUp(t, 'Forgetful Customer', twilio.codesSentTo);
      const phone = customer.phone.replace(/^\+91/, '');
      const otherDevice = await store.post('/api/login', { phone, password: 'organic-greens-1' });
      expect(otherDevice.status).toBe(200);
      const devices = [customer.headers, { 'x-auth-token': otherDevice.body.token }];
      for (const headers of devices) expect((await store.get('/api/me', headers)).status).toBe(200);

      const sent = twilio.requests.length;
      expect((await store.post('/api/forgot-password-twilio', { phone })).status).toBe(200);
      await twilio.waitForRequests(sent + 1);
      const otp = codeIn(twilio.requests[sent]!.data.Body!);
      expect((await store.post('/api/reset-password-twilio', { phone, otp, newPassword: 'brand-new-pass-1' })).status).toBe(200);

      for (const headers of devices) {
        const res = await store.get('/api/me', headers);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ msg: 'Your session has ended. Please sign in again.' });
      }
      const fresh = await store.post('/api/login', { phone, password: 'brand-new-pass-1' });
      expect(fresh.status).toBe(200);
      expect((await store.get('/api/me', { 'x-auth-token': fresh.body.token })).status).toBe(200);
    });

    it('disabling a partner ends their sessions for good: enabling again does not revive the old token', async () => {
      const partner = await createPartner(t, 'Sunil Rider');
      expect((await store.get('/api/delivery/orders', partner.headers)).status).toBe(200);

      expect((await store.put(`/api/admin/delivery-partners/${partner.id}`, { active: false }, adminHeaders(t))).status).toBe(200);
      const disabled = await store.get('/api/delivery/orders', partner.headers);
      expect(disabled.status).toBe(401);
      expect(disabled.body).toEqual({ msg: 'This partner account is not active.' });

      expect((await store.put(`/api/admin/delivery-partners/${partner.id}`, { active: true }, adminHeaders(t))).status).toBe(200);
      expect((await store.get('/api/delivery/orders', partner.headers)).status).toBe(401);
      const again = await store.post('/api/delivery/login', { phone: partner.phone.replace(/^\+91/, ''), password: 'delivers-fresh-1' });
      expect(again.status).toBe(200);
      expect((await store.get('/api/delivery/orders', { 'x-partner-token': again.body.token })).status).toBe(200);
    });
  });
});

import { clock } from '../../src/lib/clock';
import { PaymentModel } from '../../src/modules/payments/model';
import { STANDIN_RAZORPAY_KEYS } from '../../../scripts/lib/razorpay-standin';
import { adminHeaders, signUp, type Customer } from '../helpers/accounts';
import { kolkataDay } from '../../src/lib/calendar';
import { until } from '../helpers/until';
import { usePaymentsTestApp } from '../payments/fixtures';

// Topping up store credit by UPI, end to end over HTTP: the API's razorpay SDK talks to the Razorpay stand-in, which
// signs and sends its webhooks back to the API. Rules: docs/store-credit.md "Top-ups".

const { t, api, controls } = usePaymentsTestApp();

describe('topping up store credit', () => {
  let customer: Customer;

  beforeAll(async () => {
    customer = await signUp(t, 'Lakshmi Prasanna');
  });
  // Each test's webhooks are answered before the next one (and before the app closes).
  afterEach(async () => {
    jest.restoreAllMocks();
    await until(async () => (await controls().events()).every((e) => e.delivered), 'every webhook to be answered');
  });

  const balance = async (who: Customer = customer) => (await api.get('/api/me/store-credit', who.headers)).body;
  const topUpEntries = async (who: Customer = customer) =>
    ((await balance(who)).entries as Array<{ reason: string; amount: number }>).filter((e) => e.reason === 'Top-up by UPI');

  type Paid = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
  /** Pays in the stand-in's checkout: what its success handler gets. */
  const pay = async (rzpOrderId: string) => (await controls().payOrder(rzpOrderId, 'success', 'upi')) as Paid;

  async function startTopUp(amount: number, who: Customer = customer, headers: Record<string, string> = {}) {
    const res = await api.post('/api/me/store-credit/top-ups', { amount }, { ...who.headers, ...headers });
    expect(res.status).toBe(201);
    return res.body as { id: string; amount: number; state: string; checkout: { razorpayOrderId: string; keyId: string; amount: number } };
  }

  it('a top-up awaits its payment with what Razorpay Checkout needs, and the verified payment credits it once', async () => {
    const before = (await balance()).balance;
    const topUp = await startTopUp(500);
    expect(topUp).toMatchObject({ amount: 500, state: 'awaiting', checkout: { keyId: STANDIN_RAZORPAY_KEYS.keyId, amount: 50_000, currency: 'INR' } });
    expect(JSON.stringify(topUp)).not.toContain(STANDIN_RAZORPAY_KEYS.keySecret);

    const paid = await pay(topUp.checkout.razorpayOrderId);
    const verified = await api.post(`/api/me/store-credit/top-ups/${topUp.id}/verify`, paid, customer.headers);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ topUp: { id: topUp.id, state: 'paid', checkout: null }, balance: before + 500 });

    // The webhooks of the same payment (payment.captured, order.paid) and a second verify add nothing more.
    await until(async () => (await controls().events()).filter((e) => e.delivered).length >= 2, 'the webhooks to be delivered');
    const again = await api.post(`/api/me/store-credit/top-ups/${topUp.id}/verify`, paid, customer.headers);
    expect(again.status).toBe(200);
    expect(again.body.balance).toBe(before + 500);
    expect(await topUpEntries()).toHaveLength(1);
    expect((await balance()).balance).toBe(before + 500);
    expect(await PaymentModel.findById(paid.razorpay_payment_id).lean()).toMatchObject({ top_up_id: topUp.id, order_id: null, status: 'captured' });
  });

  it('only ₹500, ₹1,000 or ₹2,000: anything else is refused and nothing is made', async () => {
    for (const amount of [499, 750, 0, -500, 5000]) {
      const res = await api.post('/api/me/store-credit/top-ups', { amount }, customer.headers);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Please choose ₹500, ₹1,000 or ₹2,000.');
    }
    expect((await api.post('/api/me/store-credit/top-ups', { amount: '500' }, customer.headers)).status).toBe(400);
    expect((await api.post('/api/me/store-credit/top-ups', {}, customer.headers)).status).toBe(400);
    expect((await api.post('/api/me/store-credit/top-ups', { amount: 500 }, {})).status).toBe(401);
  });

  it('refuses a tampered signature and one for another top-up; the webhook then credits it', async () => {
    const before = (await balance()).balance;
    const topUp = await startTopUp(1000);
    const other = await startTopUp(500);
    await controls().holdWebhooks();
    try {
      const paid = await pay(topUp.checkout.razorpayOrderId);
      const flipped = paid.razorpay_signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const tampered = await api.post(`/api/me/store-credit/top-ups/${topUp.id}/verify`, { ...paid, razorpay_signature: flipped }, customer.headers);
      expect(tampered.status).toBe(400);
      expect(tampered.body.msg).toMatch(/could not confirm this payment/);
      const wrongTopUp = await api.post(`/api/me/store-credit/top-ups/${other.id}/verify`, paid, customer.headers);
      expect(wrongTopUp.status).toBe(400);
      expect((await balance()).balance).toBe(before);
    } finally {
      await controls().releaseWebhooks();
    }
    await until(async () => (await balance()).balance === before + 1000, 'the webhook to credit the top-up');
  });

  it('the same webhooks five times and in reverse order, then the browser: one credit', async () => {
    const before = (await balance()).balance;
    const entries = (await topUpEntries()).length;
    const topUp = await startTopUp(2000);
    await controls().holdWebhooks();
    await controls().payOrder(topUp.checkout.razorpayOrderId, 'failure');
    const paid = await pay(topUp.checkout.razorpayOrderId);
    await controls().releaseWebhooks('reverse', 5);
    await until(async () => (await balance()).balance === before + 2000, 'the webhooks to credit the top-up');
    await until(async () => (await controls().events()).every((e) => e.delivered), 'every webhook to be answered');
    const verified = await api.post(`/api/me/store-credit/top-ups/${topUp.id}/verify`, paid, customer.headers);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ topUp: { state: 'paid' }, balance: before + 2000 });
    expect(await topUpEntries()).toHaveLength(entries + 1);
  });

  it('the browser and the webhooks racing credit once', async () => {
    const before = (await balance()).balance;
    const topUp = await startTopUp(500);
    await controls().holdWebhooks();
    const paid = await pay(topUp.checkout.razorpayOrderId);
    const [browser] = await Promise.all([
      api.post(`/api/me/store-credit/top-ups/${topUp.id}/verify`, paid, customer.headers),
      controls().releaseWebhooks('sent', 3),
    ]);
    expect(browser.status).toBe(200);
    await until(async () => (await controls().events()).every((e) => e.delivered), 'every webhook to be answered');
    expect((await balance()).balance).toBe(before + 500);
  });

  it("another customer's top-up is not found", async () => {
    const topUp = await startTopUp(500);
    const stranger = await signUp(t, 'Someone Else');
    const paid = await pay(topUp.checkout.razorpayOrderId);
    const res = await api.post(`/api/me/store-credit/top-ups/${topUp.id}/verify`, paid, stranger.headers);
    expect(res.status).toBe(404);
    expect((await api.post('/api/me/store-credit/top-ups/not-an-id/verify', paid, stranger.headers)).status).toBe(404);
    expect((await balance(stranger)).balance).toBe(0);
  });

  it('the same Idempotency-Key answers the same top-up; another key makes another', async () => {
    const key = { 'idempotency-key': `top-up-${Date.now()}` };
    const first = await startTopUp(1000, customer, key);
    const [second, third] = await Promise.all([startTopUp(1000, customer, key), startTopUp(1000, customer, key)]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    // Another customer's same key is theirs alone.
    const stranger = await signUp(t, 'Same Key');
    expect((await startTopUp(1000, stranger, key)).id).not.toBe(first.id);
    expect((await startTopUp(1000, customer, { 'idempotency-key': 'another' })).id).not.toBe(first.id);
  });

  it('an unpaid top-up expires after the payment window; a payment that still comes is credited', async () => {
    const before = (await balance()).balance;
    const topUp = await startTopUp(500);
    const later = Date.now() + 16 * 60_000;
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const key = { 'idempotency-key': `expiring-${Date.now()}` };
    // The sweep marks it expired; the shop is no longer handed Checkout for it.
    const expiring = await startTopUp(500, customer, key);
    jest.spyOn(clock, 'now').mockReturnValue(later + 16 * 60_000);
    await until(async () => {
      const again = await startTopUp(500, customer, key);
      return again.state === 'expired' && again.checkout === null;
    }, 'the top-up to expire');
    expect(expiring.state).toBe('awaiting');

    const paid = await pay(topUp.checkout.razorpayOrderId);
    const verified = await api.post(`/api/me/store-credit/top-ups/${topUp.id}/verify`, paid, customer.headers);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ topUp: { state: 'paid' }, balance: before + 500 });
  });

  it('the payments report lists top-up payments as top-ups and flags none of them', async () => {
    const topUp = await startTopUp(500);
    const paid = await pay(topUp.checkout.razorpayOrderId);
    await until(
      async () => (await balance()).entries.length > 0 && (await PaymentModel.findById(paid.razorpay_payment_id).lean())?.status === 'captured',
      'the payment',
    );
    const today = kolkataDay(new Date());
    const report = await api.get(`/api/admin/payments?from=${today}&to=${today}`, adminHeaders(t));
    expect(report.status).toBe(200);
    expect(report.body.rows).toContainEqual(expect.objectContaining({ kind: 'top_up', id: paid.razorpay_payment_id, order_id: null, amount: 500 }));
    const topUpPayments = new Set(report.body.rows.filter((r: { kind: string }) => r.kind === 'top_up').map((r: { id: string }) => r.id));
    expect(report.body.mismatches.filter((m: { reference: string }) => topUpPayments.has(m.reference))).toEqual([]);
  });
});

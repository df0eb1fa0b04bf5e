import { createHmac } from 'node:crypto';
import { clock } from '../../src/lib/clock';
import { VariantModel } from '../../src/modules/catalogue/model';
import { adminHeaders, signUp, type Customer } from '../helpers/accounts';
import { STANDIN_RAZORPAY_KEYS } from '../../../scripts/lib/razorpay-standin';
import { usePaymentsTestApp } from './fixtures';
import { until } from '../helpers/until';
import { useCatalogueWithFiller, weighEverySize } from '../orders/fixtures';
import { addTemplate, BANJARA_HILLS } from '../slots/fixtures';

// Online payment end to end over HTTP: the API's real razorpay SDK talks to the Razorpay stand-in, which signs and sends
// its webhooks back to the API. Rules: docs/payments.md.

const { t, api, controls } = usePaymentsTestApp();

describe('paying online', () => {
  const cat = useCatalogueWithFiller(t);
  let customer: Customer;

  beforeAll(async () => {
    await weighEverySize();
    customer = await signUp(t, 'Anitha Rao');
  });
  afterEach(() => jest.restoreAllMocks());

  const cart = (quantity = 1) => [{ id: cat.filler, quantity }];

  async function placeOnline(who: Customer = customer, body: Record<string, unknown> = {}) {
    const lines = (body.cartItems as unknown) ?? cart();
    const quote = await api.post('/api/orders/quote', { cartItems: lines, shippingAddress: BANJARA_HILLS, couponCode: body.couponCode }, who.headers);
    expect(quote.status).toBe(200);
    const placed = await api.post(
      '/api/orders',
      { userId: who.id, cartItems: lines, shippingAddress: BANJARA_HILLS, totalAmount: quote.body.total, paymentMethod: 'online', ...body },
      who.headers,
    );
    expect(placed.status).toBe(201);
    return placed.body as { orderId: string; order: any; payment: { razorpayOrderId: string; keyId: string; amount: number } };
  }

  const myOrder = async (orderId: string, who: Customer = customer) =>
    (await api.get('/api/orders', who.headers)).body.find((o: { id: string }) => o.id === orderId);
  const adminOrder = async (orderId: string) => (await api.get(`/api/admin/orders/${orderId}`, adminHeaders(t))).body;

  it('an online order awaits its payment with the server total handed to checkout, and is a new order only once paid', async () => {
    const placed = await placeOnline();
    expect(placed.order).toMatchObject({ delivery_status: 'Awaiting Payment', payment: { method: 'online', state: 'awaiting' } });
    expect(placed.payment).toMatchObject({ keyId: STANDIN_RAZORPAY_KEYS.keyId, amount: Math.round(placed.order.total_amount * 100), currency: 'INR' });
    expect(JSON.stringify(placed)).not.toContain(STANDIN_RAZORPAY_KEYS.keySecret);

    const paid = await controls().payOrder(placed.payment.razorpayOrderId, 'success', 'card');
    const confirmed = await api.post(`/api/orders/${placed.orderId}/payment`, paid, customer.headers);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order).toMatchObject({
      delivery_status: 'Pending',
      payment: { state: 'paid', paid_via: 'online', instrument: 'Card ending 4242', paid: placed.order.total_amount },
    });
    // The webhooks of the same payment (payment.captured, order.paid) change nothing more.
    await until(async () => (await controls().events()).filter((e) => e.delivered).length >= 2, 'the webhooks to be delivered');
    const history = (await adminOrder(placed.orderId)).status_history.map((h: { status: string }) => h.status);
    expect(history).toEqual(['Awaiting Payment', 'Pending']);
  });

  it('refuses a tampered signature and one for another order: 400, nothing changes', async () => {
    const placed = await placeOnline();
    await controls().holdWebhooks();
    try {
      const paid = (await controls().payOrder(placed.payment.razorpayOrderId)) as {
        razorpay_payment_id: string;
        razorpay_order_id: string;
        razorpay_signature: string;
      };
      const flipped = paid.razorpay_signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const tampered = await api.post(`/api/orders/${placed.orderId}/payment`, { ...paid, razorpay_signature: flipped }, customer.headers);
      expect(tampered.status).toBe(400);
      expect(tampered.body.msg).toMatch(/could not confirm this payment/);
      const other = await placeOnline();
      const wrongOrder = await api.post(`/api/orders/${other.orderId}/payment`, paid, customer.headers);
      expect(wrongOrder.status).toBe(400);
      expect((await myOrder(placed.orderId)).delivery_status).toBe('Awaiting Payment');
      expect((await myOrder(other.orderId)).delivery_status).toBe('Awaiting Payment');
    } finally {
      await controls().releaseWebhooks();
    }
    // The webhook is the truth: the payment confirms the order when the browser's word was refused.
    await until(async () => (await myOrder(placed.orderId)).payment.state === 'paid', 'the webhook to confirm the order');
  });

  it('a webhook with a bad signature is refused and changes nothing', async () => {
    const placed = await placeOnline();
    const body = JSON.stringify({ event: 'order.paid', payload: { order: { entity: { id: placed.payment.razorpayOrderId } } } });
    const badSignature = createHmac('sha256', 'not-the-webhook-secret').update(body).digest('hex');
    const res = await fetch(`${t.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': badSignature, 'x-razorpay-event-id': 'evt_forged' },
      body,
    });
    expect(res.status).toBe(400);
    const unsigned = await fetch(`${t.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(400);
    expect((await myOrder(placed.orderId)).delivery_status).toBe('Awaiting Payment');
  });

  it('the same webhooks five times and in reverse order pay the order once, without the browser coming back', async () => {
    const placed = await placeOnline();
    await controls().holdWebhooks();
    await controls().payOrder(placed.payment.razorpayOrderId, 'failure');
    await controls().payOrder(placed.payment.razorpayOrderId, 'success', 'upi');
    await controls().releaseWebhooks('reverse', 5);
    await until(async () => (await myOrder(placed.orderId)).payment.state === 'paid', 'the webhooks to confirm the order');
    const order = await adminOrder(placed.orderId);
    expect(order.status_history.map((h: { status: string }) => h.status)).toEqual(['Awaiting Payment', 'Pending']);
    expect(order.payment).toMatchObject({ state: 'paid', paid_via: 'online', instrument: 'UPI', refunds: [] });
  });

  it('the browser handler and the webhook racing confirm the order once', async () => {
    const placed = await placeOnline();
    await controls().holdWebhooks();
    const paid = await controls().payOrder(placed.payment.razorpayOrderId);
    const [browser] = await Promise.all([api.post(`/api/orders/${placed.orderId}/payment`, paid, customer.headers), controls().releaseWebhooks('sent', 3)]);
    expect(browser.status).toBe(200);
    await until(async () => (await controls().events()).every((e) => e.delivered), 'every webhook to be answered');
    const order = await adminOrder(placed.orderId);
    expect(order.status_history.filter((h: { status: string }) => h.status === 'Pending')).toHaveLength(1);
    expect(order.payment.refunds).toEqual([]);
  });

  it('unpaid past its window the order expires and gives back stock, the coupon use and the slot (moved clock)', async () => {
    const onePlace = await addTemplate(t, { capacity_orders: 1, start: '19:00', end: '21:00', cutoff: { kind: 'hours_before', hours: 1 } });
    await VariantModel.updateOne({ _id: cat.eggs6 }, { $set: { stock: 1 } });
    const code = 'ONEUSE01';
    const coupon = await api.post(
      '/api/admin/coupons',
      { code, discount_type: 'fixed', discount_value: 5, expiry_date: '2099-01-01', usage_limit: 1 },
      adminHeaders(t),
    );
    expect(coupon.status).toBe(201);
    const buyer = await signUp(t, 'Ravi Teja');
    const placed = await placeOnline(buyer, { cartItems: [{ id: cat.eggs6, quantity: 1 }], couponCode: code });
    expect(placed.order.slot).not.toBeNull();
    // While it awaits payment the last egg box, the coupon's only use and the slot's only place are held.
    const rival = await signUp(t, 'Sita Devi');
    const blocked = await api.post('/api/orders/quote', { cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: BANJARA_HILLS }, rival.headers);
    expect(blocked.status).toBe(409);

    const realNow = Date.now();
    jest.spyOn(clock, 'now').mockImplementation(() => realNow + 16 * 60_000);
    await until(async () => (await myOrder(placed.orderId, buyer)).payment.state === 'expired', 'the sweep to expire the order');
    const expired = await myOrder(placed.orderId, buyer);
    expect(expired).toMatchObject({ delivery_status: 'Cancelled', status: 'Cancelled', cancellation: { by: 'payment_expired', reason: null } });
    expect((await VariantModel.findById(cat.eggs6).lean())!.stock).toBe(1);
    const again = await api.post(
      '/api/orders/quote',
      { cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: BANJARA_HILLS, couponCode: code, slotId: placed.order.slot.id },
      rival.headers,
    );
    expect(again.status).toBe(200);
    expect(again.body.coupon_code).toBe(code);

    // A payment that still arrives for it is refunded in full, once.
    const paid = await controls().payOrder(placed.payment.razorpayOrderId);
    const late = await api.post(`/api/orders/${placed.orderId}/payment`, paid, buyer.headers);
    expect(late.status).toBe(409);
    expect(late.body.msg).toMatch(/refunded in full/);
    await until(async () => (await myOrder(placed.orderId, buyer)).payment.refunds[0]?.state === 'processed', 'the refund to complete');
    const refunds = (await myOrder(placed.orderId, buyer)).payment.refunds;
    expect(refunds).toHaveLength(1);
    expect(refunds[0].amount).toBe(placed.order.total_amount);
    // The one-place slot was for this check: the file's later orders must not depend on how many of its days are
    // still open at the hour the suite runs.
    expect((await api.delete(`/api/admin/slots/templates/${onePlace}`, adminHeaders(t))).status).toBe(200);
  });

  it('"Pay cash instead" turns it into a cash order; a payment arriving after is refunded', async () => {
    const placed = await placeOnline();
    const cash = await api.put(`/api/orders/${placed.orderId}/payment-method`, { method: 'cod' }, customer.headers);
    expect(cash.status).toBe(200);
    expect(cash.body.order).toMatchObject({ delivery_status: 'Pending', payment: { method: 'cod', state: 'due' } });
    expect((await api.get(`/api/orders/${placed.orderId}/payment`, customer.headers)).status).toBe(409);
    await controls().payOrder(placed.payment.razorpayOrderId);
    await until(async () => (await myOrder(placed.orderId)).payment.refunds.length === 1, 'the stray payment to be refunded');
  });

  it('a payment for an order cancelled while it awaited payment is refunded in full, once', async () => {
    const placed = await placeOnline();
    const cancelled = await api.put(`/api/orders/${placed.orderId}/cancel`, undefined, customer.headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ delivery_status: 'Cancelled', payment: { state: 'awaiting' } });
    // Paid in the checkout still open in another tab: the webhooks arrive (three times each) for a cancelled order.
    await controls().holdWebhooks();
    await controls().payOrder(placed.payment.razorpayOrderId);
    await controls().releaseWebhooks('sent', 3);
    await until(async () => (await myOrder(placed.orderId)).payment.refunds[0]?.state === 'processed', 'the refund to complete');
    const order = await myOrder(placed.orderId);
    expect(order).toMatchObject({ delivery_status: 'Cancelled', payment: { refunded: placed.order.total_amount, refund_pending: 0 } });
    expect(order.payment.refunds).toEqual([expect.objectContaining({ amount: placed.order.total_amount, reason: 'Paid after the order was cancelled' })]);
  });

  describe('refunds', () => {
    async function paidOrder() {
      const placed = await placeOnline(customer, { cartItems: cart(3) });
      const paid = await controls().payOrder(placed.payment.razorpayOrderId);
      expect((await api.post(`/api/orders/${placed.orderId}/payment`, paid, customer.headers)).status).toBe(200);
      return placed;
    }

    it('cancelling a paid order refunds it in full once, also when two cancels race', async () => {
      const placed = await paidOrder();
      const results = await Promise.all([
        api.put(`/api/orders/${placed.orderId}/cancel`, undefined, customer.headers),
        api.put(`/api/admin/orders/${placed.orderId}/cancel`, { reason: 'Out of stock' }, adminHeaders(t)),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      await until(async () => (await myOrder(placed.orderId)).payment.refunds[0]?.state === 'processed', 'the refund to complete');
      const order = await myOrder(placed.orderId);
      expect(order.payment).toMatchObject({ refunded: placed.order.total_amount, refund_pending: 0 });
      expect(order.payment.refunds).toHaveLength(1);
    });

    it('never refunds more than was paid, under 10 parallel refund requests', async () => {
      const placed = await paidOrder();
      const total = placed.order.total_amount;
      const part = Math.round((total / 4) * 100) / 100;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          api.post(`/api/admin/orders/${placed.orderId}/refunds`, { amount: part, reason: `Goodwill ${i}` }, adminHeaders(t)),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
      expect(answers.filter((a) => a.status === 400).every((a) => /can still be refunded|Nothing is left/.test(a.body.msg))).toBe(true);
      const order = await adminOrder(placed.orderId);
      const started = order.payment.refunds.reduce((sum: number, r: { amount: number }) => sum + r.amount, 0);
      expect(started).toBeLessThanOrEqual(total);
      expect(order.payment.refunds).toHaveLength(4);
    });

    it('a retried refund with the same Idempotency-Key is one refund, also after other refunds of the order', async () => {
      const placed = await paidOrder();
      const headers = { ...adminHeaders(t), 'idempotency-key': 'refund-retry-1' };
      const answers = await Promise.all(
        Array.from({ length: 3 }, () => api.post(`/api/admin/orders/${placed.orderId}/refunds`, { amount: 10, reason: 'Damaged box' }, headers)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      await until(async () => (await adminOrder(placed.orderId)).payment.refunds[0]?.state === 'processed', 'the refund to complete');
      const order = await adminOrder(placed.orderId);
      expect(order.payment.refunds).toHaveLength(1);
      expect(order.payment.refunded).toBe(10);

      const refund = (key: string) =>
        api.post(`/api/admin/orders/${placed.orderId}/refunds`, { amount: 10, reason: 'Damaged box' }, { ...headers, 'idempotency-key': key });
      for (const key of ['refund-retry-2', 'refund-retry-3', 'refund-retry-1']) expect((await refund(key)).status).toBe(200);
      // Three refunds of ₹10: one paisa more than the total less ₹30 is refused.
      const left = Math.round((placed.order.total_amount - 30) * 100) / 100;
      const more = await api.post(`/api/admin/orders/${placed.orderId}/refunds`, { amount: left + 0.01, reason: 'Too much' }, adminHeaders(t));
      expect(more.body.msg).toBe(`At most ₹${left} can still be refunded on this order.`);
      expect((await adminOrder(placed.orderId)).payment.refunds).toHaveLength(3);
    });
  });

  it('cash orders above the cash limit, and courier orders when the store wants them prepaid, must be paid online', async () => {
    const settings = await api.put('/api/admin/payments/settings', { cash_limit: 100, courier_cash: false, payment_window_minutes: 15 }, adminHeaders(t));
    expect(settings.status).toBe(200);
    try {
      const options = await api.get('/api/payments/options');
      expect(options.body).toMatchObject({ online: true, cash_limit: 100, courier_cash: false, key_id: STANDIN_RAZORPAY_KEYS.keyId });
      const lines = cart(2); // ₹240
      const quote = await api.post('/api/orders/quote', { cartItems: lines, shippingAddress: BANJARA_HILLS }, customer.headers);
      const cod = await api.post(
        '/api/orders',
        { userId: customer.id, cartItems: lines, shippingAddress: BANJARA_HILLS, totalAmount: quote.body.total },
        customer.headers,
      );
      expect(cod.status).toBe(400);
      expect(cod.body.msg).toBe('Cash on delivery is available for orders up to ₹100. Please pay now.');
    } finally {
      await api.put('/api/admin/payments/settings', { cash_limit: 5000, courier_cash: true, payment_window_minutes: 15 }, adminHeaders(t));
    }
  });
});

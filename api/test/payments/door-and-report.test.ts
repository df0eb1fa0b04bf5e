import { kolkataDay } from '../../src/lib/calendar';
import { OutboxModel } from '../../src/modules/notifications/model';
import { PaymentModel } from '../../src/modules/payments/model';
import { adminHeaders, createPartner, createStaffMember, signUp, type Customer, type Partner } from '../helpers/accounts';
import { usePaymentsTestApp } from './fixtures';
import { until } from '../helpers/until';
import { useCatalogueWithFiller, weighEverySize } from '../orders/fixtures';
import { BANJARA_HILLS } from '../slots/fixtures';
import { withCode } from '../helpers/handover';

// UPI at the door and the staff's day of money, through the Razorpay stand-in (docs/payments.md).

const { t, api, controls } = usePaymentsTestApp();
const today = () => kolkataDay(new Date());

describe('UPI at the door and the payments report', () => {
  const cat = useCatalogueWithFiller(t);
  let customer: Customer;
  let partner: Partner;

  beforeAll(async () => {
    await weighEverySize();
    customer = await signUp(t, 'Padma Latha');
    partner = await createPartner(t, 'Suresh');
  });

  async function cashOrderOutForDelivery(): Promise<{ id: string; total: number }> {
    const cartItems = [{ id: cat.filler, quantity: 2 }];
    const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: BANJARA_HILLS }, customer.headers);
    const placed = await api.post(
      '/api/orders',
      { userId: customer.id, cartItems, shippingAddress: BANJARA_HILLS, totalAmount: quote.body.total },
      customer.headers,
    );
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect((await api.put(`/api/delivery/orders/${id}/accept`, undefined, partner.headers)).status).toBe(200);
    return { id, total: quote.body.total };
  }

  const partnersView = async (id: string) => (await api.get('/api/delivery/orders', partner.headers)).body.find((o: { id: string }) => o.id === id);

  it("a cash order paid by UPI to the partner's QR code is paid when the webhook arrives; completing it records no cash", async () => {
    const { id, total } = await cashOrderOutForDelivery();
    expect(await partnersView(id)).toMatchObject({ amount_due: total, payment: { method: 'cod', state: 'due' } });

    const qr = await api.post(`/api/delivery/orders/${id}/upi-qr`, undefined, partner.headers);
    expect(qr.status).toBe(200);
    expect(qr.body).toMatchObject({ amount: total, image_url: expect.stringMatching(/\/qr\/qr_\w+\.png$/) });
    const other = await createPartner(t, 'Not his order');
    expect((await api.post(`/api/delivery/orders/${id}/upi-qr`, undefined, other.headers)).status).toBe(404);

    await controls().payQr(qr.body.qr_id);
    await until(async () => (await partnersView(id)).payment.state === 'paid', 'the QR payment webhook to mark the order paid');
    expect(await partnersView(id)).toMatchObject({ amount_due: 0, payment: { state: 'paid', paid_via: 'upi_qr' } });
    // The partner hears of it (the live event stream reads these rows), in words.
    await until(async () => (await OutboxModel.countDocuments({ order_id: id, audience: 'partner', event: 'paid_at_door' })) === 1, 'the partner message');

    expect((await api.post(`/api/delivery/orders/${id}/upi-qr`, undefined, partner.headers)).status).toBe(409);
    const wrongCash = await api.put(`/api/delivery/orders/${id}/complete`, await withCode(id, { cash_collected_paise: 100 }), partner.headers);
    expect(wrongCash.status).toBe(400);
    expect(wrongCash.body.msg).toBe('This order is already paid: there is no cash to collect.');
    const done = await api.put(`/api/delivery/orders/${id}/complete`, await withCode(id), partner.headers);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ delivery_status: 'Delivered', cash_collected: 0 });
  });

  it('a cash order completed with cash is paid in cash', async () => {
    const { id, total } = await cashOrderOutForDelivery();
    const done = await api.put(`/api/delivery/orders/${id}/complete`, await withCode(id, { cash_collected_paise: Math.round(total * 100) }), partner.headers);
    expect(done.status).toBe(200);
    const mine = (await api.get('/api/orders', customer.headers)).body.find((o: { id: string }) => o.id === id);
    expect(mine.payment).toMatchObject({ method: 'cod', state: 'paid', paid_via: 'cash' });
  });

  it("the payments report lists the day's money with totals, flags what does not match, and exports it", async () => {
    const manager = await createStaffMember(t, 'manager');
    const dispatcher = await createStaffMember(t, 'dispatcher');
    expect((await api.get(`/api/admin/payments?from=${today()}&to=${today()}`, dispatcher.headers)).status).toBe(403);

    // A payment Razorpay captured for nothing we know of, and a settlement of the day.
    await PaymentModel.create({
      _id: 'pay_StrayFromNowhere',
      order_id: null,
      link_id: null,
      via: 'online',
      amount_paise: 12_300,
      status: 'captured',
      method: 'upi',
      instrument: 'UPI',
      at: new Date(),
    });
    await controls().settle(today());

    const report = await api.get(`/api/admin/payments?from=${today()}&to=${today()}`, manager.headers);
    expect(report.status).toBe(200);
    const qrPayment = report.body.rows.find((r: { via: string | null }) => r.via === 'upi_qr');
    expect(qrPayment).toMatchObject({ kind: 'payment', state: 'captured', method: 'upi' });
    expect(report.body.totals.received).toBeGreaterThan(123);
    expect(report.body.totals.cash).toBeGreaterThan(0);
    expect(report.body.totals.by_method.find((m: { method: string }) => m.method === 'upi').count).toBeGreaterThanOrEqual(2);
    expect(report.body.mismatches).toEqual([expect.objectContaining({ kind: 'captured_without_order', reference: 'pay_StrayFromNowhere' })]);
    expect(report.body.settlements.length).toBeGreaterThanOrEqual(1);

    const csv = await fetch(`${t.url}/api/admin/payments/export?from=${today()}&to=${today()}`, { headers: manager.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('Kind,Id,Order,Time (IST),Method,Via,State,Amount (Rs)');
    expect(text).toContain('pay_StrayFromNowhere');

    expect((await api.get(`/api/admin/payments?from=${today()}&to=2000-01-01`, manager.headers)).status).toBe(400);
  });
});

import { creditBalance } from '../../src/modules/store-credit/service';
import { OutboxModel } from '../../src/modules/notifications/model';
import { adminHeaders, createPartner, createStaffMember, signUp, type Customer, type Partner } from '../helpers/accounts';
import { until } from '../helpers/until';
import { usePaymentsTestApp } from '../payments/fixtures';
import { createProduct } from '../catalogue/fixtures';
import { BANJARA_HILLS } from '../slots/fixtures';

// Final weights (docs/weights.md): a variant sold by weight is ordered at its nominal price, packed by staff, re-priced,
// and settled — cash orders collect the final amount, prepaid ones are refunded (or credited) what they paid above it.

const { t, api, controls } = usePaymentsTestApp();

/** A 1 kg country chicken at ₹500 a kg, ±10 %, and a jar of ghee sold by the piece. */
let chicken: string;
let ghee: string;
let customer: Customer;
let partner: Partner;

beforeAll(async () => {
  const product = await createProduct(t, { name: 'Country Chicken (Natu Kodi)', category: 'meat' });
  const added = await api.post(
    '/api/admin/variants',
    { product_id: product.id, label: '1kg', price: 500, weight_grams: 1000, sold_by_weight: true, price_per_kg: 500 },
    adminHeaders(t),
  );
  expect(added.status).toBe(201);
  chicken = added.body.id;
  ghee = (await createProduct(t, { name: 'A2 Desi Cow Ghee', category: 'dairy' }, { label: '500ml', price: 900 })).variants[0].id;
  customer = await signUp(t, 'Sravani Goud');
  partner = await createPartner(t);
});

async function place(who: Customer, payment: 'cod' | 'online', cartItems = [{ id: chicken, quantity: 1 }], useStoreCredit = false) {
  const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: BANJARA_HILLS, useStoreCredit }, who.headers);
  expect(quote.status).toBe(200);
  const placed = await api.post(
    '/api/orders',
    { userId: who.id, cartItems, shippingAddress: BANJARA_HILLS, totalAmount: quote.body.total, paymentMethod: payment, useStoreCredit },
    who.headers,
  );
  expect(placed.status).toBe(201);
  if (payment === 'online') {
    const paid = await controls().payOrder(placed.body.payment.razorpayOrderId);
    expect((await api.post(`/api/orders/${placed.body.orderId}/payment`, paid, who.headers)).status).toBe(200);
  }
  return { id: placed.body.orderId as string, quote: quote.body, order: placed.body.order };
}

const pack = (orderId: string, grams: number, headers = adminHeaders(t), variantId = chicken) =>
  api.put(`/api/admin/orders/${orderId}/pack`, { lines: [{ variantId, grams }] }, headers);
const assign = (orderId: string) => api.put(`/api/admin/orders/${orderId}/assign`, { partnerId: partner.id }, adminHeaders(t));
const myOrder = async (orderId: string, who = customer) => (await api.get('/api/orders', who.headers)).body.find((o: { id: string }) => o.id === orderId);
const finalBills = (orderId: string) => OutboxModel.find({ order_id: orderId, event: 'final_bill' }).lean();

describe('a variant sold by weight', () => {
  it('is priced at its nominal weight: a price that does not match the price per kg is refused', async () => {
    const product = await createProduct(t, { name: 'Goat Mutton (Curry Cut)', category: 'meat' });
    const wrong = await api.post(
      '/api/admin/variants',
      { product_id: product.id, label: '500g', price: 300, weight_grams: 500, sold_by_weight: true, price_per_kg: 1100 },
      adminHeaders(t),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The price of "500g" must be ₹550: ₹1,100 per kg × 0.5 kg. Change the price or the price per kg.');
    const page = await api.get(
      `/api/products/${(await api.get('/api/products?limit=48')).body.products.find((p: { variants: Array<{ id: string }> }) => p.variants.some((v) => v.id === chicken)).id}`,
    );
    expect(page.body.product.variants[0]).toMatchObject({ sold_by_weight: true, price: 500, price_per_kg: 500, tolerance_pct: 10, weight_grams: 1000 });
  });

  it('shows its range at checkout, is placed at the nominal price, and waits for packing before it can be assigned', async () => {
    const { id, quote, order } = await place(customer, 'cod');
    expect(quote.items[0].weighed).toEqual({ price_per_kg: 500, tolerance_pct: 10, nominal_grams: 1000, min_grams: 900, max_grams: 1100, low: 450, high: 550 });
    expect(order).toMatchObject({ subtotal: 500, nominal_total: quote.total, total_amount: quote.total, awaiting_weights: true });
    const refused = await assign(id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('Pack the items sold by weight first: enter their packed weights on the Pack screen.');
  });
});

describe('packing', () => {
  it('is for staff who run the orders: a dispatcher may, a customer may not', async () => {
    const { id } = await place(customer, 'cod');
    expect((await pack(id, 1040, customer.headers)).status).toBe(401);
    const dispatcher = await createStaffMember(t, 'dispatcher');
    const packed = await pack(id, 1040, dispatcher.headers);
    expect(packed.status).toBe(200);
  });

  it('refuses a weight outside the tolerance, and a line that is not sold by weight', async () => {
    const { id } = await place(customer, 'cod', [
      { id: chicken, quantity: 1 },
      { id: ghee, quantity: 1 },
    ]);
    for (const grams of [899, 1101]) {
      const res = await pack(id, grams);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('Packed weight must be between 900 g and 1,100 g. Re-pack, or remove the line.');
    }
    expect((await pack(id, 500, adminHeaders(t), ghee)).body.msg).toBe('Only the items sold by weight on this order are packed.');
    expect((await myOrder(id)).awaiting_weights).toBe(true);
  });

  it('re-prices a cash order: the partner collects the final amount, and the customer gets one final bill SMS', async () => {
    const { id, order } = await place(customer, 'cod');
    const packed = await pack(id, 1040);
    expect(packed.status).toBe(200);
    expect(packed.body).toMatchObject({ subtotal: 520, total_amount: order.total_amount + 20, nominal_total: order.total_amount, awaiting_weights: false });
    expect(packed.body.items[0].weighed).toMatchObject({ packed_grams: 1040, packed_total: 520 });
    // Packing again before it leaves replaces the weight; the SMS went with the first packing only.
    const again = await pack(id, 1020);
    expect(again.body).toMatchObject({ subtotal: 510, total_amount: order.total_amount + 10 });
    await until(async () => (await finalBills(id)).length === 1, 'the final bill SMS');
    expect((await finalBills(id))[0]!.body).toContain(`Rs.${order.total_amount + 20} - 1.04 kg Country Chicken (Natu Kodi).`);

    expect((await assign(id)).status).toBe(200);
    const partnersView = (await api.get('/api/delivery/orders', partner.headers)).body.find((o: { id: string }) => o.id === id);
    expect(partnersView).toMatchObject({ amount_due: order.total_amount + 10, total_amount: order.total_amount + 10 });
    // Assigned: the weights are final.
    const late = await pack(id, 1000);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('This order is Assigned and can no longer be packed.');
    expect((await finalBills(id)).length).toBe(1);
  });

  it('a removed line is not charged', async () => {
    const { id } = await place(customer, 'cod', [
      { id: chicken, quantity: 1 },
      { id: ghee, quantity: 1 },
    ]);
    const packed = await pack(id, 0);
    expect(packed.body).toMatchObject({ subtotal: 900 });
    expect(packed.body.items[0].weighed).toMatchObject({ packed_grams: 0, packed_total: 0 });
  });

  it('an order without a line sold by weight has nothing to pack and is assigned as before', async () => {
    const { id } = await place(customer, 'cod', [{ id: ghee, quantity: 1 }]);
    const res = await pack(id, 1000);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This order has no items sold by weight to pack.');
    expect((await assign(id)).status).toBe(200);
  });
});

describe('settling a prepaid order', () => {
  it('lighter: the difference is refunded once, when the order leaves packing', async () => {
    const { id, order } = await place(customer, 'online');
    const packed = await pack(id, 930);
    expect(packed.body).toMatchObject({ total_amount: order.total_amount - 35, payment: { paid: order.total_amount, refunds: [] } });
    expect((await assign(id)).status).toBe(200);
    await until(async () => (await myOrder(id)).payment.refunds[0]?.state === 'processed', 'the refund to complete');
    // Taken back from the partner and given again: still one refund.
    expect((await api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect((await assign(id)).status).toBe(200);
    const refunds = (await myOrder(id)).payment.refunds;
    expect(refunds).toEqual([expect.objectContaining({ amount: 35, reason: 'Packed weight', state: 'processed' })]);
  });

  it('heavier: never charged above what was paid, and nothing is refunded', async () => {
    const { id, order } = await place(customer, 'online');
    const packed = await pack(id, 1090);
    expect(packed.body).toMatchObject({ subtotal: 545, total_amount: order.total_amount, nominal_total: order.total_amount });
    expect((await assign(id)).status).toBe(200);
    expect((await myOrder(id)).payment).toMatchObject({ refunds: [], refunded: 0 });
    const partnersView = (await api.get('/api/delivery/orders', partner.headers)).body.find((o: { id: string }) => o.id === id);
    expect(partnersView.amount_due).toBe(0);
  });

  it('lighter, for a customer who chose store credit: the difference is credited instead', async () => {
    const saver = await signUp(t, 'Mounika Rao');
    expect((await api.put('/api/me/preferences', { orderMessages: true, language: 'en', refundTo: 'credit' }, saver.headers)).status).toBe(200);
    const { id } = await place(saver, 'online');
    await pack(id, 950);
    expect((await assign(id)).status).toBe(200);
    // ₹25 less chicken, less the first-order discount re-applied to it (10 %).
    expect(await creditBalance(saver.id)).toBe(22_50);
    expect((await myOrder(id, saver)).payment.refunds).toEqual([]);
    // Cancelled after: only what was not credited is refunded, so nothing goes back twice.
    expect((await api.put(`/api/admin/orders/${id}/cancel`, { reason: 'Rider unavailable' }, adminHeaders(t))).status).toBe(200);
    const after = await myOrder(id, saver);
    expect(after.payment.refunds).toEqual([expect.objectContaining({ amount: after.payment.paid - 22.5, reason: 'Order cancelled' })]);
    expect(await creditBalance(saver.id)).toBe(22_50);
  });

  const goodwill = (who: Customer, amount: number) =>
    api.post(`/api/admin/customers/${who.id}/store-credit`, { amount, reason: 'Sorry for the late delivery' }, adminHeaders(t));

  it('part store credit, part online, lighter: the difference is refunded online; a cancel then returns the credit and the rest', async () => {
    const buyer = await signUp(t, 'Lakshmi Prasanna');
    expect((await goodwill(buyer, 100)).status).toBe(200);
    const { id, order } = await place(buyer, 'online', undefined, true);
    expect(order).toMatchObject({ store_credit: 100, to_pay: order.total_amount - 100 });
    await pack(id, 930);
    expect((await assign(id)).status).toBe(200);
    // ₹35 less chicken, less the first-order discount re-applied (10 %): ₹31.50 back to the online payment.
    expect((await myOrder(id, buyer)).payment.refunds).toEqual([expect.objectContaining({ amount: 31.5, reason: 'Packed weight' })]);
    expect(await creditBalance(buyer.id)).toBe(0);
    expect((await api.put(`/api/admin/orders/${id}/cancel`, { reason: 'Rider unavailable' }, adminHeaders(t))).status).toBe(200);
    const refunds = (await myOrder(id, buyer)).payment.refunds as Array<{ amount: number }>;
    expect(Math.round(refunds.reduce((sum, r) => sum + r.amount, 0) * 100)).toBe(Math.round((order.total_amount - 100) * 100));
    expect(await creditBalance(buyer.id)).toBe(100_00);
  });

  it('paid wholly with store credit, lighter: the difference goes back to the credit, once', async () => {
    const buyer = await signUp(t, 'Swathi Reddy');
    expect((await goodwill(buyer, 1000)).status).toBe(200);
    const { id, order } = await place(buyer, 'cod', undefined, true);
    expect(order).toMatchObject({ to_pay: 0, payment: { state: 'paid', paid_via: 'store_credit' } });
    await pack(id, 930);
    expect((await assign(id)).status).toBe(200);
    expect((await api.put(`/api/admin/orders/${id}/unassign`, { fromPartnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect((await assign(id)).status).toBe(200);
    expect(await creditBalance(buyer.id)).toBe(1000_00 - Math.round(order.total_amount * 100) + 31_50);
    const partnersView = (await api.get('/api/delivery/orders', partner.headers)).body.find((o: { id: string }) => o.id === id);
    expect(partnersView.amount_due).toBe(0);
  });
});

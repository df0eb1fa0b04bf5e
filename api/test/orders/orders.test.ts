import { Types } from 'mongoose';
import { CatalogueVersionModel, VariantModel } from '../../src/modules/catalogue/model';
import { FirstOrderHoldModel, OrderIdempotencyModel, OrderModel } from '../../src/modules/orders/model';
import { PartnerModel } from '../../src/modules/partners/model';
import { adminHeaders, createPartner, type Customer, type Partner, signUp } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';
import { useTestApp } from '../helpers/build-app';
import { HYDERABAD, placeOrder, useCatalogue, WARANGAL } from './fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('customer orders API', () => {
  // A non-default courier lead time, to see the setting honoured.
  const t = useTestApp({ OUTSTATION_DELIVERY_DAYS: '3' });
  const { api } = t;
  const cat = useCatalogue(t);

  beforeAll(async () => {
    const coupon = await api.post(
      '/api/admin/coupons',
      { code: 'FRESH50', discount_type: 'fixed', discount_value: 50, expiry_date: '2099-12-31', min_purchase_amount: 500 },
      adminHeaders(t),
    );
    expect(coupon.status).toBe(201);
  });

  const ordersOf = (c: Customer) => OrderModel.countDocuments({ user_id: c.id });

  describe('POST /api/orders/quote', () => {
    /** The quote of `body` for a customer who has not ordered yet. */
    const quoteAsNewCustomer = async (body: object) => api.post('/api/orders/quote', body, (await signUp(t)).headers);

    it('prices the cart from the catalogue: first-order 10%, Hyderabad ₹50 a kg', async () => {
      const res = await quoteAsNewCustomer({
        cartItems: [
          { id: cat.chicken1kg, quantity: 2 },
          { id: cat.eggs6, quantity: 1 },
        ],
        shippingAddress: HYDERABAD,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        subtotal: 1290,
        first_order_discount: 129,
        coupon_discount: 0,
        shipping: 118, // 2.36 kg × ₹50
        total: 1279,
        store_credit_balance: 0,
        store_credit: 0,
        to_pay: 1279,
        weight_kg: 2.36,
        is_first_order: true,
        is_outstation: false,
        coupon_code: null,
        shipping_detail: {
          zone: 'hyderabad',
          delivery: 'partner',
          billed_kg: 2.36,
          rate_per_kg: 50,
          free_above: 1500,
          free: false,
          dispatch_date: null,
          expected_date: null,
        },
        slot: null, // no delivery slots set up in this store
        items: [
          { variant_id: cat.chicken1kg, name: 'Country Chicken Curry Cut', variantLabel: '1kg', quantity: 2, price: 600, line_total: 1200, weighed: null },
          { variant_id: cat.eggs6, name: 'Country Eggs', variantLabel: '6 pcs', quantity: 1, price: 90, line_total: 90, weighed: null },
        ],
      });
    });

    it('accepts the whole cart line the shop keeps but never reads its price or name', async () => {
      const line = {
        id: cat.ghee500ml,
        quantity: 1,
        price: 1,
        name: 'Cheap ghee',
        variantLabel: '5g',
        category: 'dairy',
        variant: { id: cat.ghee500ml, label: '500ml', price: 1 },
        details: { benefits: ['rich'], nutrition: [{ label: 'Fat', value: '99g' }] },
      };
      const res = await quoteAsNewCustomer({ cartItems: [line], shippingAddress: WARANGAL });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subtotal: 900, first_order_discount: 90, shipping: 150, total: 960, weight_kg: 0.5, is_outstation: true });
      expect(res.body.items[0]).toMatchObject({ name: 'A2 Desi Cow Ghee', variantLabel: '500ml', price: 900 });
    });

    it('applies a coupon (code in any case) on top of the first-order discount', async () => {
      const res = await quoteAsNewCustomer({ cartItems: [{ id: cat.chicken1kg, quantity: 1 }], shippingAddress: HYDERABAD, couponCode: 'fresh50' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ subtotal: 600, first_order_discount: 60, coupon_discount: 50, shipping: 50, total: 540, coupon_code: 'FRESH50' });
    });

    it('refuses a coupon below its minimum purchase with the coupon message', async () => {
      const res = await quoteAsNewCustomer({ cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: HYDERABAD, couponCode: 'FRESH50' });
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.msg).toMatch(/minimum purchase of ₹500/);
    });

    it('charges no shipping until an address is chosen', async () => {
      const res = await quoteAsNewCustomer({ cartItems: [{ id: cat.chicken1kg, quantity: 3 }], shippingAddress: null });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ shipping: 0, is_outstation: false, weight_kg: 3, total: 1620 });
    });

    it('answers 400 naming variants that are not in the catalogue', async () => {
      const ghost = new Types.ObjectId().toString();
      const res = await quoteAsNewCustomer({
        cartItems: [
          { id: cat.eggs6, quantity: 1 },
          { id: ghost, quantity: 1 },
          { id: 'not-an-id', quantity: 1 },
        ],
        shippingAddress: null,
      });
      expect(res.status).toBe(400);
      expect(res.body.unavailable).toEqual([ghost, 'not-an-id']);
      expect(res.body.msg).toMatch(/no longer available/);
    });

    it.each([
      ['an empty cart', { cartItems: [], shippingAddress: null }],
      ['quantity 0', { cartItems: [{ id: 'x', quantity: 0 }], shippingAddress: null }],
      ['quantity 100', { cartItems: [{ id: 'x', quantity: 100 }], shippingAddress: null }],
      ['a fractional quantity', { cartItems: [{ id: 'x', quantity: 1.5 }], shippingAddress: null }],
      ['an operator instead of an id', { cartItems: [{ id: { $gt: '' }, quantity: 1 }], shippingAddress: null }],
      ['a missing address field', { cartItems: [{ id: 'x', quantity: 1 }] }],
      ['an unknown field', { cartItems: [{ id: 'x', quantity: 1 }], shippingAddress: null, discount: 100 }],
      ['an address with extra fields', { cartItems: [{ id: 'x', quantity: 1 }], shippingAddress: { ...HYDERABAD, pin: { $ne: 1 } } }],
    ])('rejects %s with 400', async (_what, body) => {
      const res = await quoteAsNewCustomer(body);
      expect(res.status).toBe(400);
      expect(typeof res.body.msg).toBe('string');
    });

    it('prices from the catalogue as stored now: a price another API process changed applies to the very next quote and order', async () => {
      const product = await createProduct(t, { name: 'Cold-pressed Groundnut Oil', category: 'oils' }, { label: '1kg', price: 400 });
      const variantId: string = product.variants[0].id;
      const customer = await signUp(t);
      await placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }]);
      const body = { cartItems: [{ id: variantId, quantity: 1 }], shippingAddress: HYDERABAD };
      const before = await api.post('/api/orders/quote', body, customer.headers);
      expect(before.body.subtotal).toBe(400);
      // What another process's edit leaves in the database: the new price, then the catalogue version bumped.
      await VariantModel.updateOne({ _id: variantId }, { $set: { price_paise: 45_050 } });
      await CatalogueVersionModel.updateOne({ _id: 'catalogue' }, { $inc: { version: 1 } });
      expect((await api.post('/api/orders/quote', body, customer.headers)).body.subtotal).toBe(450.5);
      const stale = await api.post('/api/orders', { ...body, userId: customer.id, totalAmount: before.body.total }, customer.headers);
      expect(stale.status).toBe(409);
      expect(stale.body.quote.subtotal).toBe(450.5);
    });

    it('needs a customer token (401 without, 403 with an admin token in its place)', async () => {
      const body = { cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: null };
      expect((await api.post('/api/orders/quote', body)).status).toBe(401);
      const admin = adminHeaders(t)['x-admin-token']!;
      expect((await api.post('/api/orders/quote', body, { 'x-auth-token': admin })).status).toBe(403);
    });
  });

  describe('POST /api/orders', () => {
    it('stores a Hyderabad order as a Pending partner delivery with a snapshot of everything', async () => {
      const c = await signUp(t, 'Anitha Rao');
      const cartItems = [{ id: cat.chicken500g, quantity: 3 }];
      const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers);
      const res = await api.post(
        '/api/orders',
        { userId: c.id, cartItems, shippingAddress: { id: 'saved-address-id', ...HYDERABAD }, totalAmount: quote.body.total },
        c.headers,
      );
      expect(res.status).toBe(201);
      expect(res.body.orderId).toMatch(/^[0-9a-f]{24}$/);
      expect(res.body.order).toMatchObject({
        id: res.body.orderId,
        customer_name: 'Anitha Rao',
        delivery_status: 'Pending',
        status: 'Placed',
        delivery_type: 'partner',
        expected_delivery_date: null,
        partner_name: null,
        items: [{ name: 'Country Chicken Curry Cut', variantLabel: '500g', quantity: 3, price: 320 }],
        shipping_address: HYDERABAD,
        subtotal: 960,
        first_order_discount: 96,
        coupon_discount: 0,
        shipping: 75, // 1.5 kg × ₹50: not rounded up to 2 kg
        total_amount: 939,
        is_outstation: false,
      });
      const stored = await OrderModel.findById(res.body.orderId).lean();
      expect(stored).toMatchObject({
        user_id: c.id,
        customer_phone: c.phone,
        total_paise: 939_00,
        weight_grams: 1500,
        payment_method: 'Cash on Delivery',
      });
      expect(stored!.items[0]).toMatchObject({ variant_id: cat.chicken500g, price_paise: 320_00 });
      expect(stored!.status_history).toEqual([{ status: 'Pending', at: stored!.created_at, by: `customer:${c.id}` }]);
      const kolkata = new Date(stored!.created_at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect(stored!.day).toBe(kolkata);
    });

    it("names each line's product and size, so Buy again can find them in today's catalogue", async () => {
      const c = await signUp(t);
      await placeOrder(t, c, [{ id: cat.ghee500ml, quantity: 2 }], HYDERABAD);
      const [order] = (await api.get('/api/orders', c.headers)).body;
      expect(order.items).toEqual([expect.objectContaining({ variant_id: cat.ghee500ml, quantity: 2 })]);
      const today = await api.get(`/api/products/${order.items[0].product_id}`);
      expect(today.status).toBe(200);
      expect(today.body.product.variants.map((v: { id: string }) => v.id)).toContain(cat.ghee500ml);
    });

    it('sends an outstation order by courier with an expected date OUTSTATION_DELIVERY_DAYS ahead', async () => {
      const c = await signUp(t);
      const orderId = await placeOrder(t, c, [{ id: cat.ghee500ml, quantity: 1 }], WARANGAL);
      const [order] = (await api.get('/api/orders', c.headers)).body;
      expect(order).toMatchObject({ id: orderId, delivery_type: 'automated', is_outstation: true, delivery_status: 'Pending' });
      const expected = new Date(order.expected_delivery_date).getTime() - new Date(order.created_at).getTime();
      expect(expected).toBe(3 * DAY_MS);
    });

    it('gives the first-order discount only once', async () => {
      const c = await signUp(t);
      await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const second = await api.post('/api/orders/quote', { cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: HYDERABAD }, c.headers);
      expect(second.body).toMatchObject({ is_first_order: false, first_order_discount: 0, total: 140 }); // ₹90 + ₹50 shipping
    });

    it('answers 409 with the fresh quote and stores nothing when the total was tampered with', async () => {
      const c = await signUp(t);
      const cartItems = [{ id: cat.chicken1kg, quantity: 1, price: 1 }];
      const res = await api.post('/api/orders', { userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: 1 }, c.headers);
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/review the new total/);
      expect(res.body.quote).toMatchObject({ subtotal: 600, first_order_discount: 60, shipping: 50, total: 590 });
      expect(await ordersOf(c)).toBe(0);
    });

    it('refuses to order for another customer (403) and stores nothing', async () => {
      const c = await signUp(t);
      const victim = await signUp(t);
      const res = await api.post(
        '/api/orders',
        { userId: victim.id, cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: HYDERABAD, totalAmount: 81 },
        c.headers,
      );
      expect(res.status).toBe(403);
      expect(await ordersOf(c)).toBe(0);
      expect(await ordersOf(victim)).toBe(0);
    });

    it('answers 400 for an unknown variant and for a blank address', async () => {
      const c = await signUp(t);
      const eggs = { userId: c.id, cartItems: [{ id: cat.eggs6, quantity: 1 }], shippingAddress: HYDERABAD, totalAmount: 81 };
      const unknown = await api.post(
        '/api/orders',
        { ...eggs, cartItems: [{ id: new Types.ObjectId().toString(), quantity: 1 }], totalAmount: 100 },
        c.headers,
      );
      expect(unknown.status).toBe(400);
      const blank = await api.post('/api/orders', { ...eggs, shippingAddress: { label: 'Home', value: '   ' } }, c.headers);
      expect(blank.status).toBe(400);
      expect(blank.body.msg).toBe('Please select or add a shipping address.');
      const missing = await api.post('/api/orders', { ...eggs, shippingAddress: null }, c.headers);
      expect(missing.status).toBe(400);
      expect(await ordersOf(c)).toBe(0);
    });

    describe('Idempotency-Key', () => {
      const body = (c: Customer) => ({ userId: c.id, cartItems: [{ id: cat.eggs6, quantity: 2 }], shippingAddress: HYDERABAD, totalAmount: 212 });

      it('returns the first order (200, same id) for a retry', async () => {
        const c = await signUp(t);
        const headers = { ...c.headers, 'idempotency-key': 'checkout-1' };
        const first = await api.post('/api/orders', body(c), headers);
        const retry = await api.post('/api/orders', body(c), headers);
        expect(first.status).toBe(201);
        expect(retry.status).toBe(200);
        expect(retry.body.orderId).toBe(first.body.orderId);
        expect(retry.body.order.total_amount).toBe(212);
        expect(await ordersOf(c)).toBe(1);
        const other = await api.post('/api/orders', { ...body(c), totalAmount: 230 }, { ...c.headers, 'idempotency-key': 'checkout-2' });
        expect(other.status).toBe(201);
        expect(await ordersOf(c)).toBe(2);
      });

      it('places one order for parallel submissions with one key', async () => {
        const c = await signUp(t);
        const headers = { ...c.headers, 'idempotency-key': 'double-tap' };
        const results = await Promise.all(Array.from({ length: 6 }, () => api.post('/api/orders', body(c), headers)));
        expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
        expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
        expect(await ordersOf(c)).toBe(1);
      });

      it('gives the first-order discount to only one of orders submitted at the same moment with different keys', async () => {
        const c = await signUp(t);
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) => `tab-${i}`).map((key) => api.post('/api/orders', body(c), { ...c.headers, 'idempotency-key': key })),
        );
        expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
        for (const refused of results.filter((r) => r.status === 409)) {
          expect(refused.body.quote).toMatchObject({ is_first_order: false, first_order_discount: 0, total: 230 });
        }
        expect(await ordersOf(c)).toBe(1);
        const again = await api.post('/api/orders', { ...body(c), totalAmount: 230 }, { ...c.headers, 'idempotency-key': 'after' });
        expect(again.status).toBe(201);
        expect(again.body.order.first_order_discount).toBe(0);
      });

      it('takes over the first-order hold of a submission whose process died, and releases its own', async () => {
        const c = await signUp(t);
        await FirstOrderHoldModel.create({ _id: c.id, created_at: new Date(Date.now() - 5 * 60_000) });
        const placed = await api.post('/api/orders', body(c), { ...c.headers, 'idempotency-key': 'after-crash' });
        expect(placed.status).toBe(201);
        expect(placed.body.order.first_order_discount).toBe(18);
        expect(await FirstOrderHoldModel.exists({ _id: c.id })).toBeNull();
      });

      it('keys are per customer: two customers may use the same key', async () => {
        const a = await signUp(t);
        const b = await signUp(t);
        const ra = await api.post('/api/orders', body(a), { ...a.headers, 'idempotency-key': 'same' });
        const rb = await api.post('/api/orders', body(b), { ...b.headers, 'idempotency-key': 'same' });
        expect([ra.status, rb.status]).toEqual([201, 201]);
        expect(ra.body.orderId).not.toBe(rb.body.orderId);
      });

      it('frees the key when the first attempt is refused, so the corrected retry places the order', async () => {
        const c = await signUp(t);
        const headers = { ...c.headers, 'idempotency-key': 'fix-total' };
        const refused = await api.post('/api/orders', { ...body(c), totalAmount: 1 }, headers);
        expect(refused.status).toBe(409);
        expect(await OrderIdempotencyModel.exists({ _id: `${c.id}:fix-total` })).toBeNull();
        const placed = await api.post('/api/orders', { ...body(c), totalAmount: refused.body.quote.total }, headers);
        expect(placed.status).toBe(201);
        expect(await ordersOf(c)).toBe(1);
      });

      it('rejects a key longer than 100 characters', async () => {
        const c = await signUp(t);
        const res = await api.post('/api/orders', body(c), { ...c.headers, 'idempotency-key': 'k'.repeat(101) });
        expect(res.status).toBe(400);
        expect(await ordersOf(c)).toBe(0);
      });
    });
  });

  describe('GET /api/orders', () => {
    it("lists only the caller's orders, newest first, with the partner once assigned", async () => {
      const c = await signUp(t);
      const other = await signUp(t);
      const first = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const second = await placeOrder(t, c, [{ id: cat.chicken1kg, quantity: 1 }], WARANGAL);
      await placeOrder(t, other, [{ id: cat.eggs6, quantity: 1 }]);
      const partner = await createPartner(t, 'Srinivas');
      expect((await api.put(`/api/admin/orders/${first}/assign`, { partnerId: partner.id }, adminHeaders(t))).status).toBe(200);

      const res = await api.get('/api/orders', c.headers);
      expect(res.status).toBe(200);
      expect(res.body.map((o: { id: string }) => o.id)).toEqual([second, first]);
      expect(res.body[1]).toMatchObject({ delivery_status: 'Assigned', partner_name: 'Srinivas', partner_phone: partner.phone });
      expect(Object.keys(res.body[0]).sort()).toEqual(
        [
          'id',
          'customer_name',
          'created_at',
          'delivery_status',
          'status',
          'delivery_type',
          'expected_delivery_date',
          'slot',
          'partner_name',
          'partner_phone',
          'items',
          'shipping_address',
          'subtotal',
          'first_order_discount',
          'coupon_discount',
          'shipping',
          'total_amount',
          'nominal_total',
          'awaiting_weights',
          'store_credit',
          'to_pay',
          'payment',
          'handover_code',
          'coupon_code',
          'is_outstation',
          'courier',
          'tracking_number',
          'shipped_at',
          'status_history',
          'cancellation',
          'bill',
          'subscription',
        ].sort(),
      );
    });

    it('needs a customer token', async () => {
      expect((await api.get('/api/orders')).status).toBe(401);
    });
  });

  describe('GET /api/orders/:id/location', () => {
    let owner: Customer;
    let orderId: string;
    let partner: Partner;
    beforeAll(async () => {
      owner = await signUp(t);
      orderId = await placeOrder(t, owner, [{ id: cat.eggs6, quantity: 1 }]);
      partner = await createPartner(t, 'Mahesh');
    });

    it('answers 409 until the order is out for delivery: before a partner is assigned, and while only assigned', async () => {
      expect((await api.get(`/api/orders/${orderId}/location`, owner.headers)).status).toBe(409);
      await api.put(`/api/admin/orders/${orderId}/assign`, { partnerId: partner.id }, adminHeaders(t));
      expect((await api.put('/api/delivery/location', { latitude: 17.4435, longitude: 78.3772 }, partner.headers)).status).toBe(200);
      const assigned = await api.get(`/api/orders/${orderId}/location`, owner.headers);
      expect(assigned.status).toBe(409);
      expect(assigned.body.msg).toBe('Live tracking starts when your order is out for delivery and ends when it is delivered.');
    });

    it('answers 404 while the partner out for delivery has not shared a location, then the location', async () => {
      await PartnerModel.updateOne({ _id: partner.id }, { $unset: { location: 1 } });
      expect((await api.put(`/api/delivery/orders/${orderId}/accept`, undefined, partner.headers)).status).toBe(200);
      expect((await api.get(`/api/orders/${orderId}/location`, owner.headers)).status).toBe(404);
      const before = Date.now();
      const shared = await api.put('/api/delivery/location', { latitude: 17.4435, longitude: 78.3772 }, partner.headers);
      expect(shared.status).toBe(200);
      const after = Date.now();
      const res = await api.get(`/api/orders/${orderId}/location`, owner.headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ latitude: 17.4435, longitude: 78.3772 });
      // Stamped when it was shared.
      expect(new Date(res.body.updated_at).getTime()).toBeGreaterThanOrEqual(before);
      expect(new Date(res.body.updated_at).getTime()).toBeLessThanOrEqual(after);
    });

    it("hides another customer's order (404) and unknown ids (404)", async () => {
      const stranger = await signUp(t);
      expect((await api.get(`/api/orders/${orderId}/location`, stranger.headers)).status).toBe(404);
      expect((await api.get(`/api/orders/${new Types.ObjectId()}/location`, owner.headers)).status).toBe(404);
      expect((await api.get('/api/orders/nonsense/location', owner.headers)).status).toBe(404);
    });

    it('answers 409 for courier orders', async () => {
      const c = await signUp(t);
      const courier = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], WARANGAL);
      expect((await api.get(`/api/orders/${courier}/location`, c.headers)).status).toBe(409);
    });
  });

  describe('PUT /api/orders/:id/mark-delivered', () => {
    it('lets the owner confirm a courier order once it is shipped, once', async () => {
      const c = await signUp(t);
      const id = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], WARANGAL);
      const early = await api.put(`/api/orders/${id}/mark-delivered`, undefined, c.headers);
      expect(early.status).toBe(409);
      expect(early.body.msg).toBe('This order has not been shipped yet. You can confirm receipt once the courier has it.');
      expect((await api.put(`/api/admin/orders/${id}/ship`, { courier: 'DTDC', trackingNumber: 'D1234567' }, adminHeaders(t))).status).toBe(200);
      const res = await api.put(`/api/orders/${id}/mark-delivered`, undefined, c.headers);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, delivery_status: 'Delivered', status: 'Completed' });
      const stored = await OrderModel.findById(id).lean();
      expect(stored!.status_history.map((h) => [h.status, h.by.split(':')[0]])).toEqual([
        ['Pending', 'customer'],
        ['Shipped', 'admin'],
        ['Delivered', 'customer'],
      ]);
      expect(stored!.delivered_at).toBeInstanceOf(Date);
      const again = await api.put(`/api/orders/${id}/mark-delivered`, undefined, c.headers);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe('This order is already marked as delivered.');
    });

    it('refuses partner deliveries (409) and other customers (404), leaving the order as it was', async () => {
      const c = await signUp(t);
      const partnerOrder = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }]);
      const courierOrder = await placeOrder(t, c, [{ id: cat.eggs6, quantity: 1 }], WARANGAL);
      const refused = await api.put(`/api/orders/${partnerOrder}/mark-delivered`, undefined, c.headers);
      expect(refused.status).toBe(409);
      const stranger = await signUp(t);
      expect((await api.put(`/api/orders/${courierOrder}/mark-delivered`, undefined, stranger.headers)).status).toBe(404);
      const stored = await OrderModel.find({ user_id: c.id }).lean();
      expect(stored.map((o) => o.delivery_status)).toEqual(['Pending', 'Pending']);
    });
  });
});

import { OrderModel } from '../../src/modules/orders/model';
import { VariantModel } from '../../src/modules/catalogue/model';
import { returnStock, takeStock } from '../../src/modules/catalogue/stock';
import { backfillVariantWeights } from '../../src/modules/catalogue/weight-backfill';
import { useTestApp } from '../helpers/build-app';
import { type Customer, signUp } from '../helpers/accounts';
import { createProduct } from './fixtures';
import { HYDERABAD } from '../orders/fixtures';

/** Stock per variant, weight per variant and hidden products, through the real API (docs/store-operations.md). */
describe('stock, weight and visibility', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;

  const stockOf = async (variantId: string) => (await VariantModel.findById(variantId).lean())?.stock;

  /** Quotes then places the cart at the quoted total; answers the order call's response. */
  async function order(c: Customer, cartItems: Array<{ id: string; quantity: number }>) {
    const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers);
    const total = quote.status === 200 ? quote.body.total : (quote.body.quote?.total ?? 0);
    return api.post('/api/orders', { userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: total }, c.headers);
  }

  /** A new customer orders `quantity` of the variant, which must be placed; answers the order call's response. */
  async function placeByNewCustomer(variantId: string, quantity: number) {
    const placed = await order(await signUp(t), [{ id: variantId, quantity }]);
    expect(placed.status).toBe(201);
    return placed;
  }

  async function stockedProduct(name: string, stock: number | null, label = '1kg') {
    const p = await createProduct(t, { name, category: 'meat' }, { label, price: 500, stock });
    return { productId: p.id as string, variantId: p.variants[0].id as string };
  }

  describe('stock', () => {
    it('takes stock with the order; asking for more than is left answers 409 naming the item, with the quote, and stores nothing', async () => {
      const { variantId } = await stockedProduct('Sonali Chicken', 3);
      await placeByNewCustomer(variantId, 2);
      expect(await stockOf(variantId)).toBe(1);

      const other = await signUp(t);
      const refused = await order(other, [{ id: variantId, quantity: 2 }]);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe('Sorry, only 1 of "Sonali Chicken (1kg)" is left. Please change your cart and try again.');
      expect(refused.body.stock).toEqual([{ variant_id: variantId, name: 'Sonali Chicken (1kg)', requested: 2, left: 1 }]);
      expect(refused.body.quote).toMatchObject({ subtotal: 1000 });
      expect(await OrderModel.countDocuments({ user_id: other.id })).toBe(0);
      expect(await stockOf(variantId)).toBe(1);
    });

    it('tells at the quote already, and says sold out at 0', async () => {
      const { variantId } = await stockedProduct('Kadaknath Chicken', 0);
      const c = await signUp(t);
      const res = await api.post('/api/orders/quote', { cartItems: [{ id: variantId, quantity: 1 }], shippingAddress: HYDERABAD }, c.headers);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('Sorry, "Kadaknath Chicken (1kg)" is sold out. Please change your cart and try again.');
    });

    it('counts the same variant on two cart lines together', async () => {
      const { variantId } = await stockedProduct('Turkey Bird', 3);
      const c = await signUp(t);
      const res = await order(c, [
        { id: variantId, quantity: 2 },
        { id: variantId, quantity: 2 },
      ]);
      expect(res.status).toBe(409);
      expect(res.body.stock).toEqual([expect.objectContaining({ requested: 4, left: 3 })]);
      expect(await stockOf(variantId)).toBe(3);
    });

    it('takes all lines or none: a short second line gives back the first', async () => {
      const a = await stockedProduct('Guinea Fowl', 5);
      const b = await stockedProduct('Duck', 1);
      const c = await signUp(t);
      const cartItems = [
        { id: a.variantId, quantity: 2 },
        { id: b.variantId, quantity: 1 },
      ];
      const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers);
      expect(quote.status).toBe(200);
      // Someone else buys the last duck between this customer's quote and their order.
      expect((await order(await signUp(t), [{ id: b.variantId, quantity: 1 }])).status).toBe(201);
      const res = await api.post('/api/orders', { userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: quote.body.total }, c.headers);
      expect(res.status).toBe(409);
      expect(res.body.msg).toContain('"Duck (1kg)" is sold out');
      expect(await stockOf(a.variantId)).toBe(5);
      expect(await stockOf(b.variantId)).toBe(0);
    });

    it('takeStock takes all lines or none: a short later line gives back what the earlier ones took', async () => {
      const a = await stockedProduct('Country Hen', 5);
      const b = await stockedProduct('Country Rooster', 1);
      const lines = [
        { variant_id: a.variantId, quantity: 2, name: 'Country Hen (1kg)' },
        { variant_id: b.variantId, quantity: 2, name: 'Country Rooster (1kg)' },
      ];
      // Both orders of the lines: the short one is taken first or last.
      for (const attempt of [lines, [...lines].reverse()]) {
        await expect(takeStock(attempt)).rejects.toMatchObject({
          statusCode: 409,
          extra: { stock: [expect.objectContaining({ variant_id: b.variantId, left: 1 })] },
        });
        expect(await stockOf(a.variantId)).toBe(5);
        expect(await stockOf(b.variantId)).toBe(1);
      }
      await takeStock([{ ...lines[0]! }, { ...lines[1]!, quantity: 1 }]);
      expect([await stockOf(a.variantId), await stockOf(b.variantId)]).toEqual([3, 0]);
      await returnStock([
        { variant_id: a.variantId, quantity: 2 },
        { variant_id: b.variantId, quantity: 1 },
      ]);
      expect([await stockOf(a.variantId), await stockOf(b.variantId)]).toEqual([5, 1]);
    });

    it('two customers racing for the last unit: exactly one order is placed', async () => {
      const { variantId } = await stockedProduct('Rabbit', 1);
      const [c1, c2, c3, c4] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
      const cartItems = [{ id: variantId, quantity: 1 }];
      const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c1.headers);
      const results = await Promise.all(
        [c1, c2, c3, c4].map((c) => api.post('/api/orders', { userId: c.id, cartItems, shippingAddress: HYDERABAD, totalAmount: quote.body.total }, c.headers)),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(await OrderModel.countDocuments({ 'items.variant_id': variantId })).toBe(1);
      expect(await stockOf(variantId)).toBe(0);
    });

    it('gives the stock back when the order is cancelled, once', async () => {
      const { variantId } = await stockedProduct('Goat Curry Cut', 2);
      const placed = await placeByNewCustomer(variantId, 2);
      expect(await stockOf(variantId)).toBe(0);
      const cancel = () => api.put(`/api/admin/orders/${placed.body.orderId}/cancel`, { reason: 'Customer called' }, admin);
      expect((await cancel()).status).toBe(200);
      expect(await stockOf(variantId)).toBe(2);
      expect((await cancel()).status).toBe(409);
      expect(await stockOf(variantId)).toBe(2);
    });

    it('does not count variants whose stock is not tracked', async () => {
      const { variantId } = await stockedProduct('Country Chicken', null);
      await placeByNewCustomer(variantId, 50);
      expect(await stockOf(variantId)).toBeNull();
    });

    it('a cancel gives back only what the order took: not for a variant counted only after it was placed', async () => {
      const { productId, variantId } = await stockedProduct('Turkey Whole', null);
      const placed = await placeByNewCustomer(variantId, 3);
      // The admin starts counting: 5 birds on the farm, this order's 3 not among them.
      const counted = await api.put(
        `/api/admin/products/${productId}`,
        { variant_changes: { update: [{ id: variantId, label: '1kg', price: 500, stock: 5 }] } },
        admin,
      );
      expect(counted.status).toBe(200);
      expect((await api.put(`/api/admin/orders/${placed.body.orderId}/cancel`, { reason: 'Customer called' }, admin)).status).toBe(200);
      expect(await stockOf(variantId)).toBe(5);
    });

    it('lets the admin set and clear stock in the product edit; the low-stock list shows counted variants at or below the threshold', async () => {
      const { productId, variantId } = await stockedProduct('Pickle Jar', null, '500g');
      const set = await api.put(
        `/api/admin/products/${productId}`,
        { variant_changes: { update: [{ id: variantId, label: '500g', price: 500, stock: 4 }] } },
        admin,
      );
      expect(set.status).toBe(200);
      expect(set.body.variants[0]).toMatchObject({ stock: 4, weight_grams: 500 });
      const low = await api.get('/api/admin/products/low-stock?threshold=5', admin);
      expect(low.status).toBe(200);
      expect(low.body).toContainEqual({ variant_id: variantId, product_id: productId, product_name: 'Pickle Jar', label: '500g', stock: 4, is_active: true });
      expect(low.body.every((row: { stock: number }) => row.stock <= 5)).toBe(true);
      expect((await api.get('/api/admin/products/low-stock?threshold=3', admin)).body.map((r: { variant_id: string }) => r.variant_id)).not.toContain(
        variantId,
      );

      const cleared = await api.put(
        `/api/admin/products/${productId}`,
        { variant_changes: { update: [{ id: variantId, label: '500g', price: 500, stock: null }] } },
        admin,
      );
      expect(cleared.body.variants[0].stock).toBeNull();
      expect((await api.get('/api/admin/products/low-stock', admin)).body.map((r: { variant_id: string }) => r.variant_id)).not.toContain(variantId);

      const bad = await api.put(
        `/api/admin/products/${productId}`,
        { variant_changes: { update: [{ id: variantId, label: '500g', price: 500, stock: -1 }] } },
        admin,
      );
      expect(bad.status).toBe(400);
      expect((await api.get('/api/admin/products/low-stock', {})).status).toBe(401);
    });
  });

  describe('weight', () => {
    it('takes the weight from the label, refuses a variant without one until the admin sets it, and ships by it', async () => {
      const p = await createProduct(t, { name: 'Country Eggs', category: 'eggs' }, { label: '12 pcs', price: 170 });
      const variantId = p.variants[0].id;
      expect(p.variants[0].weight_grams).toBeNull();
      const c = await signUp(t);
      const cartItems = [{ id: variantId, quantity: 1 }];
      const refused = await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers);
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('"Country Eggs (12 pcs)" cannot be ordered yet. Please remove it and try again.');
      expect(refused.body.unavailable).toEqual([variantId]);

      const zero = await api.put(
        `/api/admin/products/${p.id}`,
        { variant_changes: { update: [{ id: variantId, label: '12 pcs', price: 170, weight_grams: 0 }] } },
        admin,
      );
      expect(zero.status).toBe(400);
      const set = await api.put(
        `/api/admin/products/${p.id}`,
        { variant_changes: { update: [{ id: variantId, label: '12 pcs', price: 170, weight_grams: 1500 }] } },
        admin,
      );
      expect(set.status).toBe(200);
      const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: HYDERABAD }, c.headers);
      expect(quote.status).toBe(200);
      // 1.5 kg to Hyderabad: ₹75 (rate × weight, not rounded up to 2 kg).
      expect(quote.body).toMatchObject({ weight_kg: 1.5, shipping: 75 });
    });

    it('backfills variants stored before weights existed from their labels, once', async () => {
      const p = await createProduct(t, { name: 'Groundnut Oil', category: 'oils' }, { label: '1l', price: 320 });
      const pcs = await api.post('/api/admin/variants', { product_id: p.id, label: '2 bottles', price: 600 }, admin);
      const kept = await api.post('/api/admin/variants', { product_id: p.id, label: '5l', price: 1500, weight_grams: 4600 }, admin);
      // As stored by the earlier version of the store: no weight field at all.
      await VariantModel.collection.updateMany(
        { _id: { $in: [p.variants[0].id, pcs.body.id].map((id) => new VariantModel({ _id: id })._id) } },
        { $unset: { weight_grams: '' } },
      );
      expect(await backfillVariantWeights()).toBe(2);
      expect((await VariantModel.findById(p.variants[0].id).lean())?.weight_grams).toBe(1000);
      expect((await VariantModel.findById(pcs.body.id).lean())?.weight_grams).toBeNull();
      expect((await VariantModel.findById(kept.body.id).lean())?.weight_grams).toBe(4600);
      expect(await backfillVariantWeights()).toBe(0);
    });
  });

  describe('hidden products', () => {
    it('vanish from the shop, search, product page and checkout, and stay in the admin list and past orders', async () => {
      const p = await createProduct(t, { name: 'Mango Avakaya Pickle', category: 'pickles' }, { label: '500g', price: 350 });
      const variantId = p.variants[0].id;
      const c = await signUp(t);
      const placed = await order(c, [{ id: variantId, quantity: 1 }]);
      expect(placed.status).toBe(201);

      const hide = await api.put(`/api/admin/products/${p.id}`, { is_active: false }, admin);
      expect(hide.status).toBe(200);
      expect(hide.body.is_active).toBe(false);

      const shelf = await api.get('/api/products?category=pickles');
      expect(shelf.body.products.map((x: { id: string }) => x.id)).not.toContain(p.id);
      const everything = await api.get('/api/products?limit=48');
      expect(everything.body.products.map((x: { id: string }) => x.id)).not.toContain(p.id);
      expect((await api.get(`/api/products/${p.id}`)).status).toBe(404);
      const search = await api.get('/api/products/search?q=avakaya');
      expect(search.body.products.map((x: { id: string }) => x.id)).not.toContain(p.id);

      const quote = await api.post('/api/orders/quote', { cartItems: [{ id: variantId, quantity: 1 }], shippingAddress: HYDERABAD }, c.headers);
      expect(quote.status).toBe(400);
      expect(quote.body.unavailable).toEqual([variantId]);

      const adminList = await api.get('/api/admin/products', admin);
      expect(adminList.body.find((x: { id: string }) => x.id === p.id)).toMatchObject({ is_active: false });
      const history = await api.get('/api/orders', c.headers);
      expect(JSON.stringify(history.body)).toContain('Mango Avakaya Pickle');

      // Shown again once the admin makes it visible.
      expect((await api.put(`/api/admin/products/${p.id}`, { is_active: true }, admin)).status).toBe(200);
      expect((await api.get(`/api/products/${p.id}`)).status).toBe(200);
    });

    it('can be created hidden', async () => {
      const p = await createProduct(t, { name: 'Seasonal Gongura', category: 'pickles', is_active: false }, { label: '250g', price: 200 });
      expect(p.is_active).toBe(false);
      expect((await api.get(`/api/products/${p.id}`)).status).toBe(404);
    });
  });
});

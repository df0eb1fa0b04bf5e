import { clock } from '../../src/lib/clock';
import { useTestApp } from '../helpers/build-app';
import { createStaffMember, signUp, type Customer } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';
import { HYDERABAD, placeOrder, WARANGAL } from '../orders/fixtures';

const DAY = 24 * 60 * 60 * 1000;

/** Rating delivered orders, the products' ratings they make, and the dashboard's low ratings. */
describe('ratings', () => {
  const t = useTestApp();
  const { api, adminHeaders: admin } = t;

  afterEach(() => jest.restoreAllMocks());

  /** A product of its own (so its rating is this test's alone) with two sizes. */
  async function freshProduct(name: string) {
    const made = await createProduct(t, { name, category: 'meat' }, { label: '1kg', price: 600 });
    const half = await api.post('/api/admin/variants', { product_id: made.id, label: '500g', price: 320 }, admin);
    expect(half.status).toBe(201);
    return { id: made.id as string, kg: made.variants[0].id as string, half: half.body.id as string };
  }

  /** An order sent by courier and confirmed received by the customer: Delivered, through the API. */
  async function deliveredOrder(c: Customer, cartItems: Array<{ id: string; quantity: number }>) {
    const id = await placeOrder(t, c, cartItems, WARANGAL);
    expect((await api.put(`/api/admin/orders/${id}/ship`, { courier: 'DTDC', trackingNumber: `D${id.slice(-6)}` }, admin)).status).toBe(200);
    expect((await api.put(`/api/orders/${id}/mark-delivered`, undefined, c.headers)).status).toBe(200);
    return id;
  }

  const rate = (c: Customer, orderId: string, body: unknown) => api.put(`/api/orders/${orderId}/rating`, body, c.headers);
  const productRating = async (productId: string) => (await api.get(`/api/products/${productId}/ratings`)).body;

  it('rates a delivered order once: the customer sees it, each product on it counts it once', async () => {
    const c = await signUp(t, 'Padma Rao');
    const chicken = await freshProduct('Rated Chicken');
    const other = await freshProduct('Rated Mutton');
    expect(await productRating(chicken.id)).toEqual({ average: null, count: 0 });
    const id = await deliveredOrder(c, [
      { id: chicken.kg, quantity: 1 },
      { id: chicken.half, quantity: 2 },
      { id: other.kg, quantity: 1 },
    ]);
    expect((await api.get(`/api/orders/${id}/rating`, c.headers)).body).toEqual({ rating: null });

    const res = await rate(c, id, { stars: 4, comment: '  Tender and fresh.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ stars: 4, comment: 'Tender and fresh.' });
    expect(Date.parse(res.body.editable_until) - Date.parse(res.body.rated_at)).toBe(7 * DAY);
    expect((await api.get(`/api/orders/${id}/rating`, c.headers)).body).toEqual({ rating: res.body });

    // Two sizes of one product on the order: one buyer's rating.
    expect(await productRating(chicken.id)).toEqual({ average: 4, count: 1 });
    expect(await productRating(other.id)).toEqual({ average: 4, count: 1 });
    const page = await api.get(`/api/products/${chicken.id}/ratings`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=60');

    // A blank comment is none.
    expect((await rate(c, id, { stars: 5, comment: '   ' })).body).toMatchObject({ stars: 5, comment: null });
    expect(await productRating(chicken.id)).toEqual({ average: 5, count: 1 });
  });

  it('counts only delivered orders: an order on its way cannot be rated', async () => {
    const c = await signUp(t, 'Kiran');
    const chicken = await freshProduct('Undelivered Chicken');
    const pending = await placeOrder(t, c, [{ id: chicken.kg, quantity: 1 }], HYDERABAD);
    const res = await rate(c, pending, { stars: 1 });
    expect(res).toMatchObject({ status: 409, body: { msg: 'You can rate an order once it has been delivered.' } });
    expect(await productRating(chicken.id)).toEqual({ average: null, count: 0 });

    const delivered = await deliveredOrder(c, [{ id: chicken.kg, quantity: 1 }]);
    await rate(c, delivered, { stars: 4 });
    expect(await productRating(chicken.id)).toEqual({ average: 4, count: 1 });
  });

  it("a customer can neither rate nor read the rating of another customer's order", async () => {
    const owner = await signUp(t, 'Owner');
    const stranger = await signUp(t, 'Stranger');
    const chicken = await freshProduct('Private Chicken');
    const id = await deliveredOrder(owner, [{ id: chicken.kg, quantity: 1 }]);
    expect(await rate(stranger, id, { stars: 1 })).toMatchObject({ status: 404, body: { msg: 'We could not find that order.' } });
    expect((await api.get(`/api/orders/${id}/rating`, stranger.headers)).status).toBe(404);
    expect(await productRating(chicken.id)).toEqual({ average: null, count: 0 });
  });

  it('can be changed for 7 days after the first rating: the old stars leave the average, the new ones enter', async () => {
    const c = await signUp(t, 'Suresh');
    const chicken = await freshProduct('Edited Chicken');
    const id = await deliveredOrder(c, [{ id: chicken.kg, quantity: 1 }]);
    const first = Date.parse('2030-03-01T10:00:00Z');
    const now = jest.spyOn(clock, 'now').mockReturnValue(first);
    expect((await rate(c, id, { stars: 2 })).body.editable_until).toBe('2030-03-08T10:00:00.000Z');

    now.mockReturnValue(first + 7 * DAY - 1);
    const edited = await rate(c, id, { stars: 5, comment: 'Better than I said.' });
    expect(edited.status).toBe(200);
    // The window runs from the first rating, not the last change.
    expect(edited.body).toMatchObject({ stars: 5, editable_until: '2030-03-08T10:00:00.000Z' });
    expect(await productRating(chicken.id)).toEqual({ average: 5, count: 1 });

    now.mockReturnValue(first + 7 * DAY);
    expect(await rate(c, id, { stars: 1 })).toMatchObject({ status: 409, body: { msg: 'Ratings can be changed for 7 days.' } });
    expect((await api.get(`/api/orders/${id}/rating`, c.headers)).body.rating).toMatchObject({ stars: 5, comment: 'Better than I said.' });
    expect(await productRating(chicken.id)).toEqual({ average: 5, count: 1 });
  });

  it('counts two orders of one product rated at the same moment, and converges on the last change of one order', async () => {
    const a = await signUp(t, 'Buyer One');
    const b = await signUp(t, 'Buyer Two');
    const chicken = await freshProduct('Popular Chicken');
    const [ia, ib] = await Promise.all([deliveredOrder(a, [{ id: chicken.kg, quantity: 1 }]), deliveredOrder(b, [{ id: chicken.half, quantity: 1 }])]);
    const answers = await Promise.all([rate(a, ia, { stars: 5 }), rate(b, ib, { stars: 4 })]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await productRating(chicken.id)).toEqual({ average: 4.5, count: 2 });

    // Two tabs changing one rating at once: the product counts whichever was saved last, once.
    await Promise.all([rate(b, ib, { stars: 1 }), rate(b, ib, { stars: 3 }), rate(b, ib, { stars: 2 })]);
    const kept = (await api.get(`/api/orders/${ib}/rating`, b.headers)).body.rating.stars as number;
    expect(await productRating(chicken.id)).toEqual({ average: (5 + kept) / 2, count: 2 });
  });

  it('rounds the average to one decimal', async () => {
    const chicken = await freshProduct('Rounded Chicken');
    for (const stars of [5, 5, 4]) {
      const c = await signUp(t, `Rounder ${stars}`);
      await rate(c, await deliveredOrder(c, [{ id: chicken.kg, quantity: 1 }]), { stars });
    }
    expect(await productRating(chicken.id)).toEqual({ average: 4.7, count: 3 });
  });

  it('says in plain words what is wrong with a rating', async () => {
    const c = await signUp(t, 'Validator');
    const chicken = await freshProduct('Validated Chicken');
    const id = await deliveredOrder(c, [{ id: chicken.kg, quantity: 1 }]);
    const cases: Array<[unknown, string]> = [
      [{ stars: 0 }, 'Choose from 1 to 5 stars.'],
      [{ stars: 6 }, 'Choose from 1 to 5 stars.'],
      [{ stars: 3.5 }, 'Choose from 1 to 5 stars.'],
      [{ stars: 'four' }, 'Choose from 1 to 5 stars.'],
      [{ comment: 'Nice' }, 'Stars is required.'],
      [{ stars: 3, comment: 'x'.repeat(501) }, 'Your comment can be at most 500 characters.'],
    ];
    for (const [body, msg] of cases) expect(await rate(c, id, body)).toMatchObject({ status: 400, body: { msg } });
    expect((await rate(c, id, { stars: 3, comment: 'x'.repeat(500) })).status).toBe(200);
    expect(await productRating(chicken.id)).toEqual({ average: 3, count: 1 });
  });

  it('shows staff the low ratings, most recent first, with the order and the customer', async () => {
    const chicken = await freshProduct('Dashboard Chicken');
    const rated: Array<{ id: string; name: string; stars: number }> = [];
    const start = Date.parse('2031-01-10T08:00:00Z');
    const now = jest.spyOn(clock, 'now');
    for (const [i, stars] of [1, 4, 2, 5].entries()) {
      const c = await signUp(t, `Low Rater ${i}`);
      const id = await deliveredOrder(c, [{ id: chicken.kg, quantity: 1 }]);
      now.mockReturnValue(start + i * 60_000);
      await rate(c, id, { stars, comment: `Comment ${i}` });
      rated.push({ id, name: c.name, stars });
    }
    const res = await api.get('/api/admin/ratings?max=2', admin);
    expect(res.status).toBe(200);
    expect(res.body.slice(0, 2)).toEqual([
      { order_id: rated[2]!.id, customer_name: 'Low Rater 2', stars: 2, comment: 'Comment 2', rated_at: '2031-01-10T08:02:00.000Z' },
      { order_id: rated[0]!.id, customer_name: 'Low Rater 0', stars: 1, comment: 'Comment 0', rated_at: '2031-01-10T08:00:00.000Z' },
    ]);
    expect((res.body as Array<{ stars: number }>).every((r) => r.stars <= 2)).toBe(true);
    expect((await api.get('/api/admin/ratings?max=1&limit=1', admin)).body).toEqual([expect.objectContaining({ order_id: rated[0]!.id })]);

    const manager = await createStaffMember(t, 'manager');
    const dispatcher = await createStaffMember(t, 'dispatcher');
    expect((await api.get('/api/admin/ratings', manager.headers)).status).toBe(200);
    expect((await api.get('/api/admin/ratings', dispatcher.headers)).status).toBe(403);
    expect((await api.get('/api/admin/ratings?max=9', admin)).status).toBe(400);
  });

  it('answers 404 for an id that is no product the store sells, as its page does', async () => {
    expect((await api.get('/api/products/0123456789abcdef01234567/ratings')).status).toBe(404);
    expect((await api.get('/api/products/not-an-id/ratings')).status).toBe(404);
  });
});

import { AddressModel } from '../../src/modules/addresses/model';
import { signUp } from '../helpers/accounts';
import { createProduct } from '../catalogue/fixtures';
import { useTestApp } from '../helpers/build-app';

/** Addresses with a pincode, the delivery zone they fall in, and orders sent by it (docs/store-operations.md). */
describe('delivery zones by pincode', () => {
  const t = useTestApp();
  const { api } = t;

  describe('GET /api/delivery-zone', () => {
    it.each([
      // [query, zone, delivery, rate ₹/kg, free above, decided by]
      ['pincode=500081', 'hyderabad', 'partner', 50, 1500, 'pincode'], // Madhapur / HITEC City
      ['pincode=500 003', 'hyderabad', 'partner', 50, 1500, 'pincode'], // Secunderabad, typed with a space
      ['pincode=502032&text=Tellapur', 'hyderabad', 'partner', 50, 1500, 'pincode'], // outer Cyberabad
      ['pincode=506002&text=Hyderabad road', 'telangana', 'courier', 150, null, 'pincode'], // Warangal
      ['pincode=520010', 'andhraPradesh', 'courier', 200, null, 'pincode'], // Vijayawada
      ['pincode=560001', 'elsewhere', 'courier', 350, null, 'pincode'], // Bengaluru
      ['text=Plot 4, Marredpally, Secunderabad', 'hyderabad', 'partner', 50, 1500, 'text'],
      ['text=Tower B, HITEC City', 'hyderabad', 'partner', 50, 1500, 'text'],
      ['text=Kukatpally', 'hyderabad', 'partner', 50, 1500, 'text'],
      ['text=Karimnagar, Telangana', 'telangana', 'courier', 150, null, 'text'],
      ['pincode=&text=Guntur, A.P.', 'andhraPradesh', 'courier', 200, null, 'text'],
    ])('%s → %s by %s', async (query, zone, delivery, rate, freeAbove, by) => {
      const res = await api.get(`/api/delivery-zone?${query.replace(/ /g, '%20')}`);
      expect(res.status).toBe(200);
      const courierDays = delivery === 'courier' ? { min: 3, max: 5 } : null; // OUTSTATION_DELIVERY_DAYS 5
      expect(res.body).toEqual({ zone, delivery, serviceable: true, courier_days: courierDays, rate_per_kg: rate, free_above: freeAbove, by });
    });

    it('says when the store does not deliver there: an Army Postal Service pincode, or text naming no place', async () => {
      expect((await api.get('/api/delivery-zone?pincode=999001')).body).toMatchObject({ serviceable: false });
      expect((await api.get(`/api/delivery-zone?text=${encodeURIComponent('🏠🏠🏠')}`)).body).toMatchObject({ serviceable: false });
    });

    it('refuses a pincode that is not 6 digits', async () => {
      for (const pincode of ['50008', '5000811', '050008', 'abcdef']) {
        const res = await api.get(`/api/delivery-zone?pincode=${pincode}`);
        expect(res.status).toBe(400);
        expect(res.body.msg).toBe('A pincode is 6 digits, e.g. 500081.');
      }
    });
  });

  describe('every address class is placed, or refused saying what to add', () => {
    it.each([
      // [new address, zone, pincode kept]
      [{ label: 'Home', house: 'Flat 4B', street: 'Road 12', area: 'Banjara Hills', pincode: '500034' }, 'hyderabad', '500034'],
      [{ label: 'Farm', house: '2-5-12', area: 'Hanamkonda', pincode: '506001' }, 'telangana', '506001'],
      [{ label: 'Parents', value: 'Door 4, Benz Circle, Vijayawada 520010' }, 'andhraPradesh', '520010'], // pincode in the text
      [{ label: 'Sister', value: '12 MG Road', pincode: '560001' }, 'elsewhere', '560001'],
      [{ label: 'Office', value: 'Tower B, HITEC City' }, 'hyderabad', null], // a locality the rules know
      [{ label: 'Aunt', value: 'Karimnagar, Telangana' }, 'telangana', null],
    ])('%j → %s', async (newAddress, zone, pincode) => {
      const c = await signUp(t);
      const saved = await api.post('/api/addresses', { newAddress }, c.headers);
      expect(saved.status).toBe(201);
      expect(saved.body).toEqual([expect.objectContaining({ zone, pincode })]);
    });

    it.each([
      [{ label: 'Home', value: '🏠🏠🏠' }, 'Add the 6-digit pincode so we can work out delivery.'],
      [{ label: 'Home', value: 'Near the temple, opposite the big tree' }, 'Add the 6-digit pincode so we can work out delivery.'],
      [{ label: 'Home', house: '🏠', area: '🏠🏠' }, 'Add the 6-digit pincode so we can work out delivery.'],
      [{ label: 'Camp', house: 'Unit 4', area: 'Field post', pincode: '999001' }, "We don't deliver to this pincode yet."],
      [{ label: 'Home', area: 'Banjara Hills', pincode: '500034' }, 'Please fill in the flat or house and the area.'],
    ])('%j is refused and nothing is saved', async (newAddress, msg) => {
      const c = await signUp(t);
      const res = await api.post('/api/addresses', { newAddress }, c.headers);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
      expect((await api.get('/api/addresses', c.headers)).body).toEqual([]);
    });

    it('an address saved before the rule asks for its pincode, and the pincode completes it', async () => {
      const c = await signUp(t);
      await AddressModel.collection.insertOne({ user_id: c.id, label: 'Old', value: '🏠🏠🏠', created_at: new Date() });
      const [old] = (await api.get('/api/addresses', c.headers)).body;
      expect(old).toMatchObject({ label: 'Old', zone: null, pincode: null });
      // Not orderable as it is: the order needs a place too.
      const bad = await api.patch(`/api/addresses/${old.id}`, { pincode: '999001' }, c.headers);
      expect([bad.status, bad.body.msg]).toEqual([400, "We don't deliver to this pincode yet."]);
      const done = await api.patch(`/api/addresses/${old.id}`, { pincode: '500034', pin: { lat: 17.4126, lng: 78.4482 } }, c.headers);
      expect(done.status).toBe(200);
      expect(done.body).toEqual([expect.objectContaining({ zone: 'hyderabad', pincode: '500034', pin: { lat: 17.4126, lng: 78.4482 } })]);
      const other = await signUp(t);
      expect((await api.patch(`/api/addresses/${old.id}`, { pincode: '500034' }, other.headers)).status).toBe(404);
    });
  });

  describe('saved addresses', () => {
    it('keep an optional validated pincode; old addresses without one keep working', async () => {
      const c = await signUp(t);
      const saved = await api.post('/api/addresses', { newAddress: { label: 'Office', value: 'Plot 9, Raheja Mindspace', pincode: ' 500081 ' } }, c.headers);
      expect(saved.status).toBe(201);
      expect(saved.body).toEqual([expect.objectContaining({ label: 'Office', pincode: '500081' })]);

      const bad = await api.post('/api/addresses', { newAddress: { label: 'Home', value: 'Somewhere', pincode: '5000' } }, c.headers);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('A pincode is 6 digits, e.g. 500081.');

      await AddressModel.collection.insertOne({ user_id: c.id, label: 'Old', value: 'Banjara Hills, Hyderabad', created_at: new Date() });
      const list = await api.get('/api/addresses', c.headers);
      expect(list.body.map((a: { label: string; pincode: string | null }) => [a.label, a.pincode])).toEqual([
        ['Office', '500081'],
        ['Old', null],
      ]);
    });
  });

  describe('orders', () => {
    it('go to our partners at the Hyderabad rate by pincode, and by courier outside it', async () => {
      const p = await createProduct(t, { name: 'Country Chicken', category: 'meat' }, { label: '1.5kg', price: 900 });
      const cartItems = [{ id: p.variants[0].id, quantity: 1 }];
      const c = await signUp(t);
      const place = async (shippingAddress: { label: string; value: string; pincode?: string }) => {
        const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress }, c.headers);
        expect(quote.status).toBe(200);
        const res = await api.post('/api/orders', { userId: c.id, cartItems, shippingAddress, totalAmount: quote.body.total }, c.headers);
        expect(res.status).toBe(201);
        return { quote: quote.body, order: res.body.order };
      };

      // The text names no city: the pincode (Madhapur) decides — partner delivery, 1.5 kg × ₹50.
      const madhapur = await place({ label: 'Office', value: 'Plot 9, Raheja Mindspace', pincode: '500081' });
      expect(madhapur.quote).toMatchObject({ is_outstation: false, shipping: 75 });
      expect(madhapur.order).toMatchObject({ is_outstation: false, delivery_type: 'partner', shipping: 75 });

      // Secunderabad without a pincode: Hyderabad by its text.
      const secunderabad = await place({ label: 'Home', value: '12 SD Road, Secunderabad' });
      expect(secunderabad.order).toMatchObject({ is_outstation: false, delivery_type: 'partner' });

      // A Warangal pincode: courier at the Telangana rate, whatever the text says.
      const warangal = await place({ label: 'Parents', value: 'Hanamkonda, near Hyderabad road', pincode: '506001' });
      expect(warangal.order).toMatchObject({ is_outstation: true, delivery_type: 'automated', shipping: 225 });

      // Why: the quote names the zone, the kilograms billed, the rate and, for a courier, the days.
      expect(madhapur.quote.shipping_detail).toMatchObject({
        zone: 'hyderabad',
        delivery: 'partner',
        billed_kg: 1.5,
        rate_per_kg: 50,
        free_above: 1500,
        free: false,
        dispatch_date: null,
      });
      expect(warangal.quote.shipping_detail).toMatchObject({ zone: 'telangana', delivery: 'courier', billed_kg: 1.5, rate_per_kg: 150, free_above: null });
      expect(warangal.quote.shipping_detail.dispatch_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(warangal.quote.shipping_detail.expected_date > warangal.quote.shipping_detail.dispatch_date).toBe(true);

      const bad = await api.post('/api/orders/quote', { cartItems, shippingAddress: { label: 'x', value: 'y', pincode: '12' } }, c.headers);
      expect(bad.status).toBe(400);
      // An address nobody can place is not billed as "elsewhere": the quote and the order say what to add.
      const emojiAddress = { label: 'Home', value: '🏠🏠🏠' };
      for (const [path, extra] of [
        ['/api/orders/quote', {}],
        ['/api/orders', { userId: c.id, totalAmount: 1 }],
      ] as const) {
        const emoji = await api.post(path, { cartItems, shippingAddress: emojiAddress, ...extra }, c.headers);
        expect([emoji.status, emoji.body.msg]).toEqual([400, 'Add the 6-digit pincode so we can work out delivery.']);
      }
    });
  });
});

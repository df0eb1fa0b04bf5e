import { VariantModel } from '../../src/modules/catalogue/model';
import { AuditModel } from '../../src/modules/audit/model';
import { OrderModel } from '../../src/modules/orders/model';
import { PartnerModel } from '../../src/modules/partners/model';
import { useTestApp } from '../helpers/build-app';
import { createPartner, createStaffMember, signUp } from '../helpers/accounts';
import { createProduct, pngBytes, upload } from '../catalogue/fixtures';
import { placeOrder, seedCatalogue, weighEverySize } from '../orders/fixtures';
import { withCode } from '../helpers/handover';

interface Change {
  field: string;
  before: unknown;
  after: unknown;
  variant?: string;
}
interface Entry {
  at: string;
  actor: { id: string; name: string; role: string };
  action: string;
  target: { type: string; id: string | null; label: string | null };
  changes: Change[];
  summary: string | null;
}

/** Every staff and partner change lands in the audit log with who, what and before → after, as data. */
describe('audit log', () => {
  const t = useTestApp({ ADMIN_USERNAME: 'audit-owner', ADMIN_PASSWORD: 'audit-owner-pass' });
  const { api } = t;
  let owner: Record<string, string>;
  let ownerId: string;
  beforeAll(async () => {
    const login = await api.post('/api/admin/login', { username: 'audit-owner', password: 'audit-owner-pass' });
    owner = { 'x-admin-token': login.body.token };
    ownerId = login.body.staff.id;
  });

  /** The newest entry of an action on a target. */
  async function latest(action: string, targetId?: string): Promise<Entry> {
    const type = action.split('.')[0]!;
    const res = await api.get(`/api/admin/audit?target=${type}${targetId ? `&targetId=${targetId}` : ''}`, owner);
    expect(res.status).toBe(200);
    const entry = (res.body.entries as Entry[]).find((e) => e.action === action);
    if (!entry) throw new Error(`no ${action} entry for ${targetId}: ${JSON.stringify(res.body.entries)}`);
    return entry;
  }

  it('records catalogue writes with the acting staff member and the change', async () => {
    const m = await createStaffMember(t, 'manager', { name: 'Meena Manager' });
    const product = await createProduct(t, { name: 'Foxtail Millet', category: 'millets' }, { label: '1kg', price: 120 });
    const created = await latest('product.create', product.id);
    expect(created).toMatchObject({ actor: { id: ownerId, name: 'audit-owner', role: 'owner' }, target: { type: 'product', id: product.id } });
    expect(created.target.label).toBe('Foxtail Millet');
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Foxtail Millet' },
        { field: 'price_paise', before: null, after: 12000, variant: '1kg' },
      ]),
    );
    expect(created.summary).toBeNull();

    expect((await api.put(`/api/admin/products/${product.id}`, { name: 'Foxtail Millet Rice' }, m.headers)).status).toBe(200);
    const renamed = await latest('product.update', product.id);
    expect(renamed.actor).toEqual({ id: m.id, name: 'Meena Manager', role: 'manager' });
    expect(renamed.changes).toEqual([{ field: 'name', before: 'Foxtail Millet', after: 'Foxtail Millet Rice' }]);
    expect(renamed.target.label).toBe('Foxtail Millet Rice');

    const variantId = product.variants[0].id as string;
    expect((await api.put(`/api/admin/variants/${variantId}`, { label: '1kg', price: 135 }, m.headers)).status).toBe(200);
    const repriced = await latest('variant.update', variantId);
    expect(repriced.changes).toEqual([{ field: 'price_paise', before: 12000, after: 13500, variant: '1kg' }]);
    expect(repriced.target.label).toBe('Foxtail Millet Rice');

    const added = await api.post('/api/admin/variants', { product_id: product.id, label: '500g', price: 70 }, m.headers);
    expect((await latest('variant.create', added.body.id)).changes).toContainEqual({ field: 'label', before: null, after: '500g', variant: '500g' });
    expect((await api.delete(`/api/admin/variants/${added.body.id}`, m.headers)).status).toBe(200);
    expect((await latest('variant.delete', added.body.id)).changes).toContainEqual({ field: 'price_paise', before: 7000, after: null, variant: '500g' });

    const image = await upload(t, pngBytes([5, 5, 5]), { headers: m.headers });
    expect((await latest('image.upload')).target.id).toBe(String(image.body.imageUrl).split('/').pop());

    expect((await api.delete(`/api/admin/products/${product.id}`, owner)).status).toBe(200);
    const deleted = await latest('product.delete', product.id);
    expect(deleted.target.label).toBe('Foxtail Millet Rice');
    expect(deleted.changes).toContainEqual({ field: 'name', before: 'Foxtail Millet Rice', after: null });
  });

  it('records coupon, partner and staff writes', async () => {
    const coupon = await api.post('/api/admin/coupons', { code: 'AUDIT10', discount_type: 'fixed', discount_value: 10, expiry_date: '2099-01-01' }, owner);
    expect(coupon.status).toBe(201);
    expect((await latest('coupon.create', coupon.body.id)).changes).toContainEqual({ field: 'amount_paise', before: null, after: 1000 });
    expect((await api.delete(`/api/admin/coupons/${coupon.body.id}`, owner)).status).toBe(200);
    expect((await latest('coupon.delete', coupon.body.id)).target.label).toBe('AUDIT10');

    const partner = await createPartner(t, 'Audit Rider');
    expect((await latest('partner.create', partner.id)).changes).toEqual([
      { field: 'name', before: null, after: 'Audit Rider' },
      { field: 'active', before: null, after: true },
    ]);
    await api.put(`/api/admin/delivery-partners/${partner.id}`, { active: false }, owner);
    const disabled = await latest('partner.update', partner.id);
    expect(disabled.changes).toEqual([{ field: 'active', before: true, after: false }]);
    expect(disabled.target.label).toBe('Audit Rider');

    const staff = await api.post('/api/admin/staff', { username: 'new-clerk', name: 'New Clerk', password: 'clerk-pass-12', role: 'dispatcher' }, owner);
    expect((await latest('staff.create', staff.body.id)).changes).toEqual(
      expect.arrayContaining([
        { field: 'username', before: null, after: 'new-clerk' },
        { field: 'role', before: null, after: 'dispatcher' },
      ]),
    );
    expect(JSON.stringify(await latest('staff.create', staff.body.id))).not.toMatch(/hash|clerk-pass/);
    await api.put(`/api/admin/staff/${staff.body.id}`, { role: 'manager', active: false }, owner);
    expect((await latest('staff.update', staff.body.id)).changes).toEqual([
      { field: 'role', before: 'dispatcher', after: 'manager' },
      { field: 'active', before: true, after: false },
    ]);

    const me = await createStaffMember(t, 'dispatcher');
    await api.put('/api/admin/me/password', { currentPassword: 'staff-secret-1', newPassword: 'staff-secret-2' }, me.headers);
    const pw = await latest('staff.password', me.id);
    expect(pw.actor.id).toBe(me.id);
    expect(pw.changes).toEqual([{ field: 'password', before: null, after: null }]);
  });

  it('records order moves by staff and by partners, and nothing for refused calls', async () => {
    const cat = await seedCatalogue(t);
    await weighEverySize();
    const customer = await signUp(t, 'Audit Shopper');
    const rider = await createPartner(t, 'Order Rider');
    const d = await createStaffMember(t, 'dispatcher', { name: 'Dev Dispatcher' });
    const orderId = await placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }]);

    expect((await api.put(`/api/admin/orders/${orderId}/assign`, { partnerId: rider.id }, d.headers)).status).toBe(200);
    const assign = await latest('order.assign', orderId);
    expect(assign.actor).toEqual({ id: d.id, name: 'Dev Dispatcher', role: 'dispatcher' });
    expect(assign.changes).toEqual(
      expect.arrayContaining([
        { field: 'delivery_status', before: 'Pending', after: 'Assigned' },
        { field: 'partner_name', before: null, after: 'Order Rider' },
      ]),
    );

    expect((await api.put(`/api/delivery/orders/${orderId}/accept`, undefined, rider.headers)).status).toBe(200);
    const accept = await latest('order.accept', orderId);
    expect(accept.actor).toEqual({ id: rider.id, name: 'Order Rider', role: 'partner' });
    expect(accept.changes).toContainEqual({ field: 'delivery_status', before: 'Assigned', after: 'Out for Delivery' });
    const due = (await OrderModel.findById(orderId).lean())!.total_paise;
    const complete = await api.put(
      `/api/delivery/orders/${orderId}/complete`,
      await withCode(orderId, { cash_collected_paise: due - 500, note: 'No change for five' }),
      rider.headers,
    );
    expect(complete.status).toBe(200);
    expect((await latest('order.complete', orderId)).changes).toEqual(
      expect.arrayContaining([
        { field: 'delivery_status', before: 'Out for Delivery', after: 'Delivered' },
        { field: 'cash_collected_paise', before: null, after: due - 500 },
        { field: 'cash_note', before: null, after: 'No change for five' },
      ]),
    );

    // A refused cancel (the order is finished) adds nothing.
    const count = (await api.get(`/api/admin/audit?target=order&targetId=${orderId}`, owner)).body.total;
    expect((await api.put(`/api/admin/orders/${orderId}/cancel`, {}, d.headers)).status).toBe(409);
    expect((await api.get(`/api/admin/audit?target=order&targetId=${orderId}`, owner)).body.total).toBe(count);

    const other = await placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }]);
    expect((await api.put(`/api/admin/orders/${other}/cancel`, {}, d.headers)).status).toBe(200);
    expect((await latest('order.cancel', other)).changes).toContainEqual({ field: 'delivery_status', before: 'Pending', after: 'Cancelled' });
  });

  it('filters by actor and dates, pages newest first, and is for owners and managers only', async () => {
    const d = await createStaffMember(t, 'dispatcher');
    const m = await createStaffMember(t, 'manager');
    const partner = await createPartner(t, 'Filter Rider');
    await api.put(`/api/admin/delivery-partners/${partner.id}`, { active: false }, d.headers);

    const mine = await api.get(`/api/admin/audit?actor=${d.id}`, m.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.entries.map((e: Entry) => e.action)).toEqual(['partner.update']);
    expect((await api.get('/api/admin/audit', d.headers)).status).toBe(403);

    const all = await api.get('/api/admin/audit', owner);
    const times = all.body.entries.map((e: Entry) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await api.get('/api/admin/audit?from=2000-01-01&to=2000-01-31', owner)).body).toEqual({ entries: [], total: 0, page: 1, totalPages: 1 });
    expect((await api.get('/api/admin/audit?from=yesterday-ish', owner)).status).toBe(400);
  });
  it("records an edit's product fields and each variant's price, stock, weight and label, added and deleted variants", async () => {
    const product = await createProduct(t, { name: 'Kodo Millet', category: 'millets' }, { label: '1kg', price: 100 });
    const kg = product.variants[0].id as string;
    await VariantModel.updateOne({ _id: kg }, { $set: { stock: 10, weight_grams: 1000 } });
    const small = await api.post('/api/admin/variants', { product_id: product.id, label: '250g', price: 30 }, owner);
    const edit = await api.put(
      `/api/admin/products/${product.id}`,
      {
        description: 'Stone-ground',
        is_active: false,
        variant_changes: {
          update: [{ id: kg, label: '1 kg', price: 1, stock: 999, weight_grams: 1050 }],
          add: [{ label: '500g', price: 55 }],
          delete: [small.body.id],
        },
      },
      owner,
    );
    expect(edit.status).toBe(200);
    const added = (edit.body.variants as Array<{ label: string; weight_grams: number }>).find((v) => v.label === '500g')!;
    const entry = await latest('product.update', product.id);
    expect(entry.target.label).toBe('Kodo Millet');
    expect(entry.changes).toHaveLength(12);
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'description', before: '', after: 'Stone-ground' },
        { field: 'is_active', before: true, after: false },
        { field: 'label', before: '1kg', after: '1 kg', variant: '1 kg' },
        { field: 'price_paise', before: 10000, after: 100, variant: '1 kg' },
        { field: 'stock', before: 10, after: 999, variant: '1 kg' },
        { field: 'weight_grams', before: 1000, after: 1050, variant: '1 kg' },
        { field: 'label', before: null, after: '500g', variant: '500g' },
        { field: 'price_paise', before: null, after: 5500, variant: '500g' },
        { field: 'weight_grams', before: null, after: added.weight_grams, variant: '500g' },
        { field: 'label', before: '250g', after: null, variant: '250g' },
        { field: 'price_paise', before: 3000, after: null, variant: '250g' },
        { field: 'weight_grams', before: 250, after: null, variant: '250g' },
      ]),
    );
    // A repeated save changes nothing and says so with an empty list.
    await api.put(`/api/admin/products/${product.id}`, { description: 'Stone-ground' }, owner);
    expect((await latest('product.update', product.id)).changes).toEqual([]);
  });

  it('records every coupon field: value, minimum, expiry, switches, visibility, description and limits', async () => {
    const coupon = await api.post(
      '/api/admin/coupons',
      // Made private below, so its code has the 8 characters a private code needs.
      { code: 'FIELDS-05', discount_type: 'percentage', discount_value: 5, expiry_date: '2099-01-01', is_public: true },
      owner,
    );
    expect(coupon.status).toBe(201);
    const change = {
      discount_value: 7.5,
      min_purchase_amount: 499.5,
      expiry_date: '2099-02-01',
      is_active: false,
      first_order_only: true,
      is_public: false,
      description: 'Festival offer',
      usage_limit: 100,
      per_customer_limit: 2,
    };
    expect((await api.put(`/api/admin/coupons/${coupon.body.id}`, change, owner)).status).toBe(200);
    const entry = await latest('coupon.update', coupon.body.id);
    expect(entry.target.label).toBe('FIELDS-05');
    const byField = Object.fromEntries(entry.changes.map((c) => [c.field, [c.before, c.after]]));
    expect(byField).toEqual({
      percent_bp: [500, 750],
      min_purchase_paise: [0, 49950],
      expiry_date: [expect.stringMatching(/^2099-01-01T/), expect.stringMatching(/^2099-02-01T/)],
      is_active: [true, false],
      first_order_only: [false, true],
      is_public: [true, false],
      description: [null, 'Festival offer'],
      usage_limit: [null, 100],
      per_customer_limit: [null, 2],
    });
  });

  it('keeps a name that reads like a change as the label, and the changes as data', async () => {
    const forged = 'x; price_paise: 240000 → 100 (by owner)';
    const product = await createProduct(t, { name: forged, category: 'millets' }, { label: '1kg', price: 50 });
    expect((await api.put(`/api/admin/products/${product.id}`, { description: 'plain' }, owner)).status).toBe(200);
    const entry = await latest('product.update', product.id);
    expect(entry.target.label).toBe(forged);
    expect(entry.changes).toEqual([{ field: 'description', before: '', after: 'plain' }]);
  });

  it('still answers entries written before changes were data, with their text', async () => {
    const old = await AuditModel.collection.insertOne({
      at: new Date('2026-01-05T06:00:00Z'),
      actor: { id: ownerId, name: 'audit-owner', role: 'owner' },
      action: 'coupon.update',
      target: { type: 'coupon', id: 'legacy-coupon' },
      summary: 'usage_limit: — → 5',
    });
    const res = await api.get('/api/admin/audit?target=coupon&targetId=legacy-coupon', owner);
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([
      {
        id: old.insertedId.toString(),
        at: '2026-01-05T06:00:00.000Z',
        actor: { id: ownerId, name: 'audit-owner', role: 'owner' },
        action: 'coupon.update',
        target: { type: 'coupon', id: 'legacy-coupon', label: null },
        changes: [],
        summary: 'usage_limit: — → 5',
      },
    ]);
  });
  it("keeps only a partner's last position and leaves position reports out of the log", async () => {
    const rider = await createPartner(t, 'Position Rider');
    const logged = async () => (await api.get(`/api/admin/audit?actor=${rider.id}`, owner)).body.total;
    // A rider moving along a road: each report a few dozen metres from the last.
    for (const latitude of [17.4, 17.4004, 17.4008]) {
      expect((await api.put('/api/delivery/location', { latitude, longitude: 78.45 }, rider.headers)).status).toBe(200);
    }
    const stored = await PartnerModel.findById(rider.id).lean();
    expect(stored!.location).toMatchObject({ latitude: 17.4008, longitude: 78.45 });
    expect(await logged()).toBe(0);
  });
});

import { VariantModel } from '../../src/modules/catalogue/model';
import { useTestApp } from '../helpers/build-app';
import { createStaffMember } from '../accounts/staff-fixtures';
import { createProduct, pngBytes, upload } from '../catalogue/fixtures';
import { createPartner, placeOrder, seedCatalogue, signUp } from '../orders/fixtures';

interface Entry {
  at: string;
  actor: { id: string; name: string; role: string };
  action: string;
  target: { type: string; id: string | null };
  summary: string;
}

/** Every staff and partner change lands in the audit log with who, what and before → after. */
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
    expect(created.summary).toMatch(/^created: .*name=Foxtail Millet/);

    expect((await api.put(`/api/admin/products/${product.id}`, { name: 'Foxtail Millet Rice' }, m.headers)).status).toBe(200);
    const renamed = await latest('product.update', product.id);
    expect(renamed.actor).toEqual({ id: m.id, name: 'Meena Manager', role: 'manager' });
    expect(renamed.summary).toContain('name: Foxtail Millet → Foxtail Millet Rice');

    const variantId = product.variants[0].id as string;
    expect((await api.put(`/api/admin/variants/${variantId}`, { label: '1kg', price: 135 }, m.headers)).status).toBe(200);
    expect((await latest('variant.update', variantId)).summary).toContain('price_paise: 12000 → 13500');

    const added = await api.post('/api/admin/variants', { product_id: product.id, label: '500g', price: 70 }, m.headers);
    expect((await latest('variant.create', added.body.id)).summary).toMatch(/created: .*label=500g/);
    expect((await api.delete(`/api/admin/variants/${added.body.id}`, m.headers)).status).toBe(200);
    expect((await latest('variant.delete', added.body.id)).summary).toMatch(/^deleted: .*label=500g/);

    const image = await upload(t, pngBytes([5, 5, 5]), { headers: m.headers });
    expect((await latest('image.upload')).target.id).toBe(String(image.body.imageUrl).split('/').pop());

    expect((await api.delete(`/api/admin/products/${product.id}`, owner)).status).toBe(200);
    expect((await latest('product.delete', product.id)).summary).toMatch(/^deleted: .*name=Foxtail Millet Rice/);
  });

  it('records coupon, partner and staff writes', async () => {
    const coupon = await api.post('/api/admin/coupons', { code: 'AUDIT10', discount_type: 'fixed', discount_value: 10, expiry_date: '2099-01-01' }, owner);
    expect(coupon.status).toBe(201);
    expect((await latest('coupon.create', coupon.body.id)).summary).toMatch(/code=AUDIT10/);
    expect((await api.delete(`/api/admin/coupons/${coupon.body.id}`, owner)).status).toBe(200);
    expect((await latest('coupon.delete', coupon.body.id)).summary).toMatch(/^deleted: .*code=AUDIT10/);

    const partner = await createPartner(t, 'Audit Rider');
    expect((await latest('partner.create', partner.id)).summary).toMatch(/name=Audit Rider, active=true/);
    await api.put(`/api/admin/delivery-partners/${partner.id}`, { active: false }, owner);
    expect((await latest('partner.update', partner.id)).summary).toBe('active: true → false');

    const staff = await api.post('/api/admin/staff', { username: 'new-clerk', name: 'New Clerk', password: 'clerk-pass-12', role: 'dispatcher' }, owner);
    expect((await latest('staff.create', staff.body.id)).summary).toMatch(/username=new-clerk.*role=dispatcher/);
    expect(JSON.stringify(await latest('staff.create', staff.body.id))).not.toMatch(/hash|clerk-pass/);
    await api.put(`/api/admin/staff/${staff.body.id}`, { role: 'manager', active: false }, owner);
    expect((await latest('staff.update', staff.body.id)).summary).toBe('role: dispatcher → manager; active: true → false');

    const me = await createStaffMember(t, 'dispatcher');
    await api.put('/api/admin/me/password', { currentPassword: 'staff-secret-1', newPassword: 'staff-secret-2' }, me.headers);
    const pw = await latest('staff.password', me.id);
    expect(pw.actor.id).toBe(me.id);
    expect(pw.summary).toBe('password changed; every session ended');
  });

  it('records order moves by staff and by partners, and nothing for refused calls', async () => {
    const cat = await seedCatalogue(t);
    // Only weighed sizes can be ordered.
    await VariantModel.updateMany({ weight_grams: null }, { $set: { weight_grams: 400 } });
    const customer = await signUp(t, 'Audit Shopper');
    const rider = await createPartner(t, 'Order Rider');
    const d = await createStaffMember(t, 'dispatcher', { name: 'Dev Dispatcher' });
    const orderId = await placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }]);

    expect((await api.put(`/api/admin/orders/${orderId}/assign`, { partnerId: rider.id }, d.headers)).status).toBe(200);
    const assign = await latest('order.assign', orderId);
    expect(assign.actor).toEqual({ id: d.id, name: 'Dev Dispatcher', role: 'dispatcher' });
    expect(assign.summary).toContain('delivery_status: Pending → Assigned');
    expect(assign.summary).toContain('partner_name: — → Order Rider');

    expect((await api.put(`/api/delivery/orders/${orderId}/accept`, undefined, rider.headers)).status).toBe(200);
    const accept = await latest('order.accept', orderId);
    expect(accept.actor).toEqual({ id: rider.id, name: 'Order Rider', role: 'partner' });
    expect(accept.summary).toContain('delivery_status: Assigned → Out for Delivery');
    expect((await api.put(`/api/delivery/orders/${orderId}/complete`, undefined, rider.headers)).status).toBe(200);
    expect((await latest('order.complete', orderId)).summary).toContain('delivery_status: Out for Delivery → Delivered');

    // A refused cancel (the order is finished) adds nothing.
    const count = (await api.get(`/api/admin/audit?target=order&targetId=${orderId}`, owner)).body.total;
    expect((await api.put(`/api/admin/orders/${orderId}/cancel`, {}, d.headers)).status).toBe(409);
    expect((await api.get(`/api/admin/audit?target=order&targetId=${orderId}`, owner)).body.total).toBe(count);

    const other = await placeOrder(t, customer, [{ id: cat.eggs6, quantity: 1 }]);
    expect((await api.put(`/api/admin/orders/${other}/cancel`, {}, d.headers)).status).toBe(200);
    expect((await latest('order.cancel', other)).summary).toContain('delivery_status: Pending → Cancelled');
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
});

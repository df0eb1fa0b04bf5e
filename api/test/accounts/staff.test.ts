import { AdminModel } from '../../src/modules/accounts/admin-model';
import { useTestApp } from '../helpers/build-app';
import { expectPasswordChange } from './password-change';
import { createStaffMember, STAFF_PASSWORD } from '../helpers/accounts';

/** Staff accounts with roles: owners manage staff; roles are read per request; passwords and disabling end sessions. */
describe('staff accounts', () => {
  const t = useTestApp({ ADMIN_USERNAME: 'first-owner', ADMIN_PASSWORD: 'first-owner-pass' });
  const { api } = t;
  let owner: Record<string, string>;
  beforeAll(async () => {
    owner = { 'x-admin-token': (await api.post('/api/admin/login', { username: 'first-owner', password: 'first-owner-pass' })).body.token };
  });

  it('an owner adds a dispatcher, who signs in with their role and may open orders but not coupons or staff', async () => {
    const made = await api.post('/api/admin/staff', { username: 'Ravi.D', name: 'Ravi Dispatch', password: 'dispatch-pass-1', role: 'dispatcher' }, owner);
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      id: expect.any(String),
      username: 'ravi.d',
      name: 'Ravi Dispatch',
      role: 'dispatcher',
      active: true,
      created_at: expect.any(String),
    });
    expect(JSON.stringify(made.body)).not.toContain('hash');

    const login = await api.post('/api/admin/login', { username: 'ravi.d', password: 'dispatch-pass-1' });
    expect(login.status).toBe(200);
    expect(login.body.staff).toMatchObject({ name: 'Ravi Dispatch', role: 'dispatcher', permissions: ['orders', 'partners', 'self'] });
    const d = { 'x-admin-token': login.body.token };
    expect((await api.get('/api/admin/orders', d)).status).toBe(200);
    const coupons = await api.get('/api/admin/coupons', d);
    expect(coupons.status).toBe(403);
    expect(coupons.body.msg).toMatch(/dispatcher/);
    expect((await api.get('/api/admin/staff', d)).status).toBe(403);

    const again = await api.post('/api/admin/staff', { username: 'RAVI.D', name: 'Other', password: 'dispatch-pass-2', role: 'manager' }, owner);
    expect(again.status).toBe(409);
  });

  it('a role change applies to the very next request of a token issued before it', async () => {
    const m = await createStaffMember(t, 'manager');
    expect((await api.get('/api/admin/coupons', m.headers)).status).toBe(200);
    expect((await api.put(`/api/admin/staff/${m.id}`, { role: 'dispatcher' }, owner)).body.role).toBe('dispatcher');
    expect((await api.get('/api/admin/coupons', m.headers)).status).toBe(403);
    expect((await api.put(`/api/admin/staff/${m.id}`, { role: 'owner' }, owner)).status).toBe(200);
    expect((await api.get('/api/admin/staff', m.headers)).status).toBe(200);
  });

  it('disabling ends their sessions at once and stops sign-in; enabling again needs a fresh sign-in', async () => {
    const d = await createStaffMember(t, 'dispatcher');
    expect((await api.get('/api/admin/orders', d.headers)).status).toBe(200);
    const off = await api.put(`/api/admin/staff/${d.id}`, { active: false }, owner);
    expect(off.body).toMatchObject({ active: false });
    const refused = await api.get('/api/admin/orders', d.headers);
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toMatch(/disabled/);
    const login = await api.post('/api/admin/login', { username: d.username, password: STAFF_PASSWORD });
    expect(login.status).toBe(401);
    expect(login.body.msg).toMatch(/disabled/);

    await api.put(`/api/admin/staff/${d.id}`, { active: true }, owner);
    expect((await api.get('/api/admin/orders', d.headers)).status).toBe(401);
    const back = await api.post('/api/admin/login', { username: d.username, password: STAFF_PASSWORD });
    expect((await api.get('/api/admin/orders', { 'x-admin-token': back.body.token })).status).toBe(200);
  });

  it('the last active owner cannot be demoted or disabled (409, nothing changes)', async () => {
    // Leave exactly one active owner: the first one.
    await AdminModel.updateMany({ username: { $ne: 'first-owner' }, role: 'owner' }, { $set: { role: 'manager' } });
    const first = (await AdminModel.findOne({ username: 'first-owner' }).lean())!;
    const id = first._id.toString();
    const demote = await api.put(`/api/admin/staff/${id}`, { role: 'manager' }, owner);
    expect(demote.status).toBe(409);
    expect(demote.body.msg).toMatch(/at least one active owner/);
    expect((await api.put(`/api/admin/staff/${id}`, { active: false }, owner)).status).toBe(409);
    expect(await AdminModel.findById(id, { role: 1, active: 1, _id: 0 }).lean()).toEqual({ role: 'owner', active: true });

    // With a second owner, the first may step down.
    const other = await createStaffMember(t, 'owner');
    expect((await api.put(`/api/admin/staff/${id}`, { role: 'manager' }, other.headers)).status).toBe(200);
    expect((await api.put(`/api/admin/staff/${id}`, { role: 'owner' }, other.headers)).status).toBe(200);
  });

  it('a staff member changes their password: the old one and every other session stop working, this device gets a fresh token', async () => {
    const m = await createStaffMember(t, 'manager');
    await expectPasswordChange(api, 'staff', {
      headers: m.headers,
      signIn: { username: m.username },
      password: STAFF_PASSWORD,
      newPassword: 'brand-new-pass-1',
    });
  });

  it('refuses bad staff input with a clear message and stores nothing', async () => {
    const before = await AdminModel.countDocuments();
    const badRole = await api.post('/api/admin/staff', { username: 'x-y-z', name: 'X', password: 'long-enough-1', role: 'boss' }, owner);
    expect(badRole.status).toBe(400);
    const shortPass = await api.post('/api/admin/staff', { username: 'x-y-z', name: 'X', password: 'short', role: 'manager' }, owner);
    expect(shortPass.status).toBe(400);
    expect(await AdminModel.countDocuments()).toBe(before);
    expect((await api.put('/api/admin/staff/64b000000000000000000001', { active: false }, owner)).status).toBe(404);
  });
});

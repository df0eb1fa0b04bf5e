import { AdminModel } from '../../src/modules/accounts/admin-model';
import { ensureAdmin } from '../../src/modules/accounts/admin-service';
import { useTestApp } from '../helpers/build-app';

describe('admin accounts', () => {
  const t = useTestApp({ ADMIN_USERNAME: 'farm-admin', ADMIN_PASSWORD: 'first-admin-pass' });
  const { api } = t;

  it('creates the configured admin at start, with a hashed password', async () => {
    const admins = await AdminModel.find().lean();
    expect(admins.map((a) => a.username)).toEqual(['farm-admin']);
    expect(admins[0]?.password_hash).toMatch(/^scrypt\$/);
  });

  it('signs in: {success: true, token, staff} — the first admin is an owner — with a token that opens admin routes', async () => {
    const res = await api.post('/api/admin/login', { username: 'Farm-Admin', password: 'first-admin-pass' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      token: expect.any(String),
      staff: expect.objectContaining({
        username: 'farm-admin',
        name: 'farm-admin',
        role: 'owner',
        active: true,
        permissions: expect.arrayContaining(['staff', 'coupons', 'audit']),
      }),
    });
    expect(t.app.jwt.decode<{ role: string }>(res.body.token)?.role).toBe('admin');
    expect((await api.get('/api/admin/users', { 'x-admin-token': res.body.token })).status).toBe(200);
  });

  it('answers 401 {success: false, msg} for a wrong password and an unknown username alike', async () => {
    const wrong = await api.post('/api/admin/login', { username: 'farm-admin', password: 'not-the-password' });
    const unknown = await api.post('/api/admin/login', { username: 'nobody', password: 'first-admin-pass' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, msg: 'Invalid username or password.' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    [{ username: 'farm-admin' }],
    [{ username: { $gt: '' }, password: 'x' }],
    [{ username: '', password: 'x' }],
    [{ username: 'a', password: 'b', role: 'x' }],
  ])('answers 400 for %j', async (body) => {
    expect((await api.post('/api/admin/login', body)).status).toBe(400);
  });

  it('an admin token is no customer or partner token (403 in their headers)', async () => {
    const { body } = await api.post('/api/admin/login', { username: 'farm-admin', password: 'first-admin-pass' });
    expect((await api.get('/api/me', { 'x-auth-token': body.token })).status).toBe(403);
    expect((await api.put('/api/delivery/location', { latitude: 1, longitude: 1 }, { 'x-partner-token': body.token })).status).toBe(403);
  });

  it('ensureAdmin is idempotent and keeps an existing admin (and its password)', async () => {
    await Promise.all([
      ensureAdmin({ ADMIN_USERNAME: 'farm-admin', ADMIN_PASSWORD: 'another-password' }),
      ensureAdmin({ ADMIN_USERNAME: 'FARM-ADMIN', ADMIN_PASSWORD: 'another-password' }),
    ]);
    expect(await AdminModel.countDocuments()).toBe(1);
    expect((await api.post('/api/admin/login', { username: 'farm-admin', password: 'first-admin-pass' })).status).toBe(200);
    expect((await api.post('/api/admin/login', { username: 'farm-admin', password: 'another-password' })).status).toBe(401);
  });

  it('ensureAdmin adds a newly configured username', async () => {
    await Promise.all([1, 2, 3].map(() => ensureAdmin({ ADMIN_USERNAME: 'second-admin', ADMIN_PASSWORD: 'second-pass-1' })));
    expect(await AdminModel.countDocuments({ username: 'second-admin' })).toBe(1);
    expect((await api.post('/api/admin/login', { username: 'second-admin', password: 'second-pass-1' })).status).toBe(200);
  });
});

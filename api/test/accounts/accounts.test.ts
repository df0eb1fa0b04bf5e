import { UserModel } from '../../src/modules/accounts/model';
import { useTestApp } from '../helpers/build-app';
import { signUpWithCode, standInCodes } from '../helpers/sign-up';
import { until } from '../helpers/until';

describe('customer accounts', () => {
  const t = useTestApp();
  const { api } = t;

  const adminToken = () => t.app.issueToken({ id: t.adminId, role: 'admin' });

  describe('POST /api/register and /api/register/verify', () => {
    it('creates the account once the code is confirmed, normalises the phone and answers the session', async () => {
      const res = await signUpWithCode(t.url, { name: '  Lakshmi Reddy ', phone: '+91 98480 12345', password: 'mangoes-2024' });
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Lakshmi Reddy',
        phone: '+919848012345',
        addresses: [],
        created_at: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(res.body.user.created_at))).toBe(false);
      const me = await api.get('/api/me', { 'x-auth-token': res.body.token });
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(res.body.user.id);
    });

    it('stores a salted hash, never the password', async () => {
      const stored = await UserModel.findOne({ phone: '+919848012345' }).lean();
      expect(stored?.password_hash).toMatch(/^scrypt\$/);
      expect(JSON.stringify(stored)).not.toContain('mangoes-2024');
    });

    it('refuses a second account for the same phone in another spelling (409)', async () => {
      const res = await api.post('/api/register', { name: 'Someone Else', phone: '09848012345', password: 'another-pass' });
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/already exists/);
    });

    it('creates exactly one account when one code is confirmed many times at once', async () => {
      const phone = `+91 9${'1'.repeat(9)}`;
      const started = await api.post('/api/register', { name: 'Racer', phone, password: 'race-pass-123' });
      expect(started.status).toBe(202);
      const code = await until(async () => (await standInCodes(phone))[0], "the racer's code");
      const results = await Promise.all(
        Array.from({ length: 8 }, () => api.post('/api/register/verify', { phone, code, signUpToken: started.body.signUpToken })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
      expect(await UserModel.countDocuments({ phone: '+919111111111' })).toBe(1);
    });

    it.each([
      [{ name: 'A', phone: '12345', password: 'long-enough' }, /valid 10-digit Indian mobile/],
      [{ name: 'A', phone: '5876543210', password: 'long-enough' }, /valid 10-digit Indian mobile/],
      [{ name: 'A', phone: '9876500001', password: 'short' }, /password/],
      [{ name: '   ', phone: '9876500001', password: 'long-enough' }, /name/],
      [{ phone: '9876500001', password: 'long-enough' }, /name is required/],
      [{ name: 'A', phone: { $gt: '' }, password: 'long-enough' }, /phone/],
      [{ name: 'A', phone: '9876500001', password: 'long-enough', role: 'admin' }, /Unexpected field: role/],
      [{ name: 'A', phone: '9876500001', password: 12345678 }, /password/],
    ])('answers 400 for %j', async (body, msg) => {
      const res = await api.post('/api/register', body);
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(msg);
    });
  });

  describe('POST /api/login', () => {
    beforeAll(async () => {
      await signUpWithCode(t.url, { name: 'Farhan Ali', phone: '9700000001', password: 'biryani-lover' });
    });

    it('answers the user with addresses and a customer token', async () => {
      const first = await api.post('/api/login', { phone: '+91 97000 00001', password: 'biryani-lover' });
      await api.post('/api/addresses', { newAddress: { label: 'Home', value: 'Tolichowki, Hyderabad' } }, { 'x-auth-token': first.body.token });

      const res = await api.post('/api/login', { phone: '09700000001', password: 'biryani-lover' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ name: 'Farhan Ali', phone: '+919700000001' });
      expect(res.body.user.addresses).toEqual([
        expect.objectContaining({ id: expect.any(String), label: 'Home', value: 'Tolichowki, Hyderabad', pincode: null, zone: 'hyderabad' }),
      ]);
      expect(res.body.user).not.toHaveProperty('password_hash');
      const payload = t.app.jwt.decode<{ role: string; sub: string }>(res.body.token);
      expect(payload).toMatchObject({ role: 'customer', sub: res.body.user.id });
    });

    it('gives the same 401 for a wrong password and an unknown phone', async () => {
      const wrong = await api.post('/api/login', { phone: '9700000001', password: 'not-my-password' });
      const unknown = await api.post('/api/login', { phone: '9700000999', password: 'biryani-lover' });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.msg).toBe('Incorrect phone number or password.');
    });

    it.each([
      [{ phone: { $gt: '' }, password: 'x' }],
      [{ phone: '9700000001', password: { $ne: null } }],
      [{ phone: '9700000001' }],
      [{ phone: 'abc', password: 'biryani-lover' }],
      [{ phone: '9700000001', password: '' }],
    ])('answers 400 for %j', async (body) => {
      const res = await api.post('/api/login', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.msg).toBe('string');
    });

    it('answers 400 for a body that is not JSON', async () => {
      const res = await api.post('/api/login', '{"phone":');
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('The request body is not valid JSON.');
    });
  });

  describe('GET /api/me', () => {
    it('needs a customer token: none → 401, an admin token in the customer header → 403, garbage → 401', async () => {
      expect((await api.get('/api/me')).status).toBe(401);
      expect((await api.get('/api/me', { 'x-auth-token': adminToken() })).status).toBe(403);
      expect((await api.get('/api/me', { 'x-auth-token': 'not.a.jwt' })).status).toBe(401);
    });

    it('answers 401 for the token of an account that no longer exists', async () => {
      const token = t.app.issueToken({ id: '64b0000000000000000000ff', role: 'customer' });
      const res = await api.get('/api/me', { 'x-auth-token': token });
      expect(res.status).toBe(401);
    });
  });

  it('documents the account, address, partner and inquiry routes in the OpenAPI document', async () => {
    const res = await api.get('/api/docs/json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    for (const [path, method] of [
      ['/api/register', 'post'],
      ['/api/register/verify', 'post'],
      ['/api/login', 'post'],
      ['/api/forgot-password-twilio', 'post'],
      ['/api/reset-password-twilio', 'post'],
      ['/api/me', 'get'],
      ['/api/admin/login', 'post'],
      ['/api/admin/users', 'get'],
      ['/api/addresses/{id}', 'delete'],
      ['/api/delivery/login', 'post'],
      ['/api/delivery/location', 'put'],
      ['/api/admin/delivery-partners/{id}', 'put'],
      ['/api/inquiry', 'post'],
      ['/api/admin/inquiries', 'get'],
    ] as const) {
      expect(paths[path]?.[method]?.description).toEqual(expect.any(String));
    }
    expect(paths['/api/register'].post.responses).toHaveProperty('409');
    expect(paths['/api/register'].post.responses).toHaveProperty('202');
    expect(paths['/api/register/verify'].post.responses).toHaveProperty('201');
    expect(paths['/api/me'].get.security).toEqual([{ customer: [] }]);
  });

  describe('GET /api/admin/users', () => {
    it('lists every customer newest first with addresses and without hashes', async () => {
      const res = await api.get('/api/admin/users', { 'x-admin-token': adminToken() });
      expect(res.status).toBe(200);
      const phones = res.body.map((u: { phone: string }) => u.phone);
      expect(phones).toEqual(expect.arrayContaining(['+919848012345', '+919700000001', '+919111111111']));
      const createdAt = res.body.map((u: { created_at: string }) => Date.parse(u.created_at));
      expect([...createdAt].sort((a, b) => b - a)).toEqual(createdAt);
      expect(phones.indexOf('+919700000001')).toBeLessThan(phones.indexOf('+919848012345'));
      const farhan = res.body.find((u: { phone: string }) => u.phone === '+919700000001');
      expect(farhan.addresses).toEqual([
        expect.objectContaining({ id: expect.any(String), label: 'Home', value: 'Tolichowki, Hyderabad', pincode: null, zone: 'hyderabad' }),
      ]);
      expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/);
    });

    it('refuses customers (403 with a customer token in x-admin-token) and anonymous callers (401)', async () => {
      const login = await api.post('/api/login', { phone: '9700000001', password: 'biryani-lover' });
      expect((await api.get('/api/admin/users', { 'x-admin-token': login.body.token })).status).toBe(403);
      expect((await api.get('/api/admin/users', { 'x-auth-token': login.body.token })).status).toBe(401);
      expect((await api.get('/api/admin/users')).status).toBe(401);
    });
  });
});

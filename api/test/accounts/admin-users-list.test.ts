import { UserModel } from '../../src/modules/accounts/model';
import { useTestApp } from '../helpers/build-app';
import { adminHeaders } from '../helpers/accounts';

// The admin's Users tab pages and searches on the server (docs/features.md, "Products, Users and the Overview").
describe('GET /api/admin/users: pages and search', () => {
  const t = useTestApp();
  const { api } = t;
  const COUNT = 1200;

  beforeAll(async () => {
    // Stored straight in the database: 1,200 sign-ups would test password hashing, not the list.
    const start = Date.parse('2026-01-01T00:00:00Z');
    await UserModel.insertMany(
      Array.from({ length: COUNT }, (_, i) => ({
        name: i === 500 ? 'Lakshmi Reddy' : i === 501 ? 'Sri Lakshmi Devi' : i === 502 ? 'దుర్గ (Durga)' : `Customer ${i}`,
        phone: `+919${String(100000000 + i).padStart(9, '0')}`,
        password_hash: 'not-a-hash',
        created_at: new Date(start + i * 60_000),
      })),
    );
  }, 60_000);

  const names = (body: Array<{ name: string }>) => body.map((u) => u.name);

  it('answers page 3 of 25 (48 a page), newest first, with the total in x-total-count', async () => {
    const res = await api.get('/api/admin/users?page=3&limit=48', adminHeaders(t));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(COUNT));
    expect(res.body).toHaveLength(48);
    expect(res.body[0].name).toBe('Customer 1103');
    expect(JSON.stringify(res.body)).not.toMatch(/password|not-a-hash/);
  });

  it('finds customers by part of the name in any case, and by phone digits typed with spaces', async () => {
    const byName = await api.get('/api/admin/users?q=lakshmi', adminHeaders(t));
    expect(byName.headers.get('x-total-count')).toBe('2');
    expect(names(byName.body)).toEqual(['Sri Lakshmi Devi', 'Lakshmi Reddy']);
    const byPhone = await api.get(`/api/admin/users?q=${encodeURIComponent('10000 0501')}`, adminHeaders(t));
    expect(names(byPhone.body)).toEqual(['Sri Lakshmi Devi']);
    const telugu = await api.get(`/api/admin/users?q=${encodeURIComponent('దుర్గ')}`, adminHeaders(t));
    expect(names(telugu.body)).toEqual(['దుర్గ (Durga)']);
  });

  it('takes the search text literally', async () => {
    const bracket = await api.get(`/api/admin/users?q=${encodeURIComponent('(durga)')}`, adminHeaders(t));
    expect(names(bracket.body)).toEqual(['దుర్గ (Durga)']);
    const dotStar = await api.get(`/api/admin/users?q=${encodeURIComponent('.*')}`, adminHeaders(t));
    expect(dotStar.status).toBe(200);
    expect(dotStar.body).toEqual([]);
  });

  it('still answers every customer without page, limit or q', async () => {
    const res = await api.get('/api/admin/users', adminHeaders(t));
    expect(res.body).toHaveLength(COUNT);
  });

  it('refuses a bad page with a message', async () => {
    const res = await api.get('/api/admin/users?page=0', adminHeaders(t));
    expect(res.status).toBe(400);
    expect(typeof res.body.msg).toBe('string');
  });
});

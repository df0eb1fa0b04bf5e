import { useTestApp } from '../helpers/build-app';

describe('unknown API paths', () => {
  const t = useTestApp();

  it('answer JSON 404 with a message', async () => {
    const res = await t.api.get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.msg).toMatch(/no-such-thing/);
  });
});

import { http, startTestApp, type TestApp } from '../helpers/build-app';

describe('unknown API paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answer JSON 404 with a message', async () => {
    const res = await http(t.url).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.msg).toMatch(/no-such-thing/);
  });
});

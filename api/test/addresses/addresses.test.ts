import { useTestApp } from '../helpers/build-app';
import { signUpWithCode } from '../helpers/sign-up';

describe('saved addresses', () => {
  const t = useTestApp();
  const { api } = t;
  let asA: Record<string, string>;
  let asB: Record<string, string>;

  beforeAll(async () => {
    const a = await signUpWithCode(t.url, { name: 'Anitha', phone: '9390000001', password: 'anitha-pass-1' });
    const b = await signUpWithCode(t.url, { name: 'Bhaskar', phone: '9390000002', password: 'bhaskar-pass-1' });
    asA = { 'x-auth-token': a.body.token };
    asB = { 'x-auth-token': b.body.token };
  });

  it('starts empty', async () => {
    const res = await api.get('/api/addresses', asA);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('adds trimmed addresses and answers the full list, oldest first', async () => {
    const first = await api.post('/api/addresses', { newAddress: { label: ' Home ', value: '  Plot 12, Kukatpally, Hyderabad ' } }, asA);
    expect(first.status).toBe(201);
    expect(first.body).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        label: 'Home',
        value: 'Plot 12, Kukatpally, Hyderabad',
        pincode: null,
        house: null,
        street: null,
        area: null,
        landmark: null,
        pin: null,
        zone: 'hyderabad',
      },
    ]);
    const second = await api.post('/api/addresses', { newAddress: { label: 'Office', value: 'Hitech City, Hyderabad' } }, asA);
    expect(second.body.map((a: { label: string }) => a.label)).toEqual(['Home', 'Office']);
    expect((await api.get('/api/addresses', asA)).body).toEqual(second.body);
  });

  it.each([
    [{ newAddress: { label: '', value: 'Somewhere' } }, 'Both a label (e.g., Home) and an address are required.'],
    [{ newAddress: { label: 'Home', value: '   ' } }, 'Both a label (e.g., Home) and an address are required.'],
    [{ newAddress: { label: 'x'.repeat(41), value: 'Somewhere' } }, 'The label can be at most 40 characters.'],
    [{ newAddress: { label: 'Home', value: 'y'.repeat(501) } }, 'The address can be at most 500 characters.'],
    [{ newAddress: { label: 'Home' } }, 'Both a label (e.g., Home) and an address are required.'],
    [{ newAddress: { label: 'Home', value: { $gt: '' } } }, undefined],
    [{ newAddress: { label: 'Home', value: 'Somewhere', user_id: 'x' } }, 'Unexpected field: user_id.'],
    [{ label: 'Home', value: 'Somewhere' }, undefined],
  ])('answers 400 for %j', async (body, msg) => {
    const res = await api.post('/api/addresses', body, asA);
    expect(res.status).toBe(400);
    if (msg) expect(res.body.msg).toBe(msg);
    else expect(typeof res.body.msg).toBe('string');
  });

  it("keeps customers apart: B neither sees nor deletes A's addresses", async () => {
    const aList = (await api.get('/api/addresses', asA)).body;
    expect((await api.get('/api/addresses', asB)).body).toEqual([]);
    const steal = await api.delete(`/api/addresses/${aList[0].id}`, asB);
    expect(steal.status).toBe(404);
    expect((await api.get('/api/addresses', asA)).body).toEqual(aList);
  });

  it('deletes an own address and answers the remaining list; it stays deleted', async () => {
    const before = (await api.get('/api/addresses', asA)).body;
    const res = await api.delete(`/api/addresses/${before[0].id}`, asA);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before.slice(1));
    expect((await api.get('/api/addresses', asA)).body).toEqual(before.slice(1));
    expect((await api.delete(`/api/addresses/${before[0].id}`, asA)).status).toBe(404);
  });

  it('answers 404 for a malformed or unknown id', async () => {
    expect((await api.delete('/api/addresses/not-an-id', asA)).status).toBe(404);
    expect((await api.delete('/api/addresses/64b0000000000000000000aa', asA)).status).toBe(404);
  });

  it('caps a customer at 20 addresses (409: the request is fine, the address book is full)', async () => {
    const c = await signUpWithCode(t.url, { name: 'Collector', phone: '9390000003', password: 'collector-pass' });
    const asC = { 'x-auth-token': c.body.token };
    for (let i = 0; i < 20; i++) {
      expect((await api.post('/api/addresses', { newAddress: { label: `L${i}`, value: `Street ${i}, Hyderabad` } }, asC)).status).toBe(201);
    }
    const over = await api.post('/api/addresses', { newAddress: { label: 'One more', value: 'Street 21, Hyderabad' } }, asC);
    expect(over.status).toBe(409);
    expect(over.body.msg).toMatch(/at most 20 addresses/);
  });

  it('needs a customer token: none → 401, an admin or partner token → 403', async () => {
    const admin = t.app.issueToken({ id: '64b000000000000000000001', role: 'admin' });
    const partner = t.app.issueToken({ id: '64b000000000000000000002', role: 'partner' });
    expect((await api.get('/api/addresses')).status).toBe(401);
    expect((await api.get('/api/addresses', { 'x-auth-token': admin })).status).toBe(403);
    expect((await api.post('/api/addresses', { newAddress: { label: 'H', value: 'V' } }, { 'x-auth-token': partner })).status).toBe(403);
    expect((await api.delete('/api/addresses/64b0000000000000000000aa')).status).toBe(401);
  });
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, createApiClient, errorMessage } from '../api-client';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const { api, setOnUnauthorized } = createApiClient({ authHeader: 'x-auth-token', tokenKey: 'token' });

describe('api client', () => {
  afterEach(() => setOnUnauthorized(undefined));

  it('sends JSON with the session token header and parses the JSON answer', async () => {
    localStorage.setItem('token', 'customer-token');
    let seen: { token: string | null; type: string | null; body: unknown } | undefined;
    server.use(
      http.post('/api/addresses', async ({ request }) => {
        seen = { token: request.headers.get('x-auth-token'), type: request.headers.get('content-type'), body: await request.json() };
        return HttpResponse.json([{ label: 'Home', value: 'Banjara Hills, Hyderabad' }]);
      }),
    );
    const result = await api.post('/api/addresses', { newAddress: { label: 'Home', value: 'Banjara Hills, Hyderabad' } });
    expect(seen).toEqual({
      token: 'customer-token',
      type: 'application/json',
      body: { newAddress: { label: 'Home', value: 'Banjara Hills, Hyderabad' } },
    });
    expect(result).toEqual([{ label: 'Home', value: 'Banjara Hills, Hyderabad' }]);
  });

  it('sends no token header when signed out', async () => {
    let token: string | null = 'unset';
    server.use(http.get('/api/coupons/public', ({ request }) => ((token = request.headers.get('x-auth-token')), HttpResponse.json([]))));
    await api.get('/api/coupons/public');
    expect(token).toBeNull();
  });

  it('sends FormData as it is (image uploads)', async () => {
    let type: string | null = null;
    server.use(
      http.post('/api/admin/upload', ({ request }) => ((type = request.headers.get('content-type')), HttpResponse.json({ imageUrl: '/api/images/1' }))),
    );
    const form = new FormData();
    form.append('productImage', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await expect(api.post('/api/admin/upload', form)).resolves.toEqual({ imageUrl: '/api/images/1' });
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('turns a non-2xx {msg} body into an ApiError, and errorMessage prefers it', async () => {
    server.use(http.post('/api/coupons/apply', () => HttpResponse.json({ msg: 'Coupon has expired' }, { status: 400 })));
    const error = await api.post('/api/coupons/apply', { couponCode: 'OLD', cartTotal: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, msg: 'Coupon has expired', message: 'Coupon has expired' });
    expect(errorMessage(error, 'An error occurred.')).toBe('Coupon has expired');
  });

  it('leaves msg empty when the server sent none, so callers use their own wording', async () => {
    server.use(http.get('/api/orders', () => new HttpResponse('Bad gateway', { status: 502 })));
    const error = await api.get('/api/orders').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, msg: '' });
    expect(errorMessage(error, 'Failed to fetch orders.')).toBe('Failed to fetch orders.');
  });

  it('calls the unauthorized hook on a 401 for a request that carried a session', async () => {
    localStorage.setItem('token', 'expired-token');
    const onUnauthorized = jest.fn();
    setOnUnauthorized(onUnauthorized);
    server.use(http.get('/api/orders', () => HttpResponse.json({ msg: 'Token is not valid' }, { status: 401 })));
    await expect(api.get('/api/orders')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("counts a session header the caller set itself (another app's token) as a session", async () => {
    const onUnauthorized = jest.fn();
    setOnUnauthorized(onUnauthorized);
    server.use(http.get('/api/admin/orders', () => HttpResponse.json({ msg: 'Token is not valid' }, { status: 401 })));
    await expect(api.get('/api/admin/orders', { headers: { 'x-admin-token': 'old' } })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a signed-out 401 (a wrong password) to the caller', async () => {
    const onUnauthorized = jest.fn();
    setOnUnauthorized(onUnauthorized);
    server.use(http.post('/api/login', () => HttpResponse.json({ msg: 'Invalid phone or password' }, { status: 401 })));
    await expect(api.post('/api/login', { phone: '9876543210', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  describe('answers checked against their contract (development and tests)', () => {
    const address = {
      id: '64b0c0ffee0000000000a001',
      label: 'Home',
      value: 'Banjara Hills, Hyderabad 500034',
      pincode: '500034',
      house: null,
      street: null,
      area: null,
      landmark: null,
      pin: null,
      zone: 'hyderabad',
    };

    it("passes an answer of the contract's shape through, typed by it", async () => {
      server.use(http.get('/api/addresses', () => HttpResponse.json([address])));
      const addresses = await api.get('/api/addresses', { contract: 'addresses/AddressListSchema' });
      expect(addresses[0]!.pincode).toBe('500034');
    });

    it('throws a ContractError naming the call, the contract and the field for an answer of another shape, and logs it', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.get('/api/addresses', () => HttpResponse.json([{ ...address, pincode: 500034 }])));
      const error = await api.get('/api/addresses', { contract: 'addresses/AddressListSchema' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ name: 'ContractError' });
      expect((error as Error).message).toMatch(/^GET \/api\/addresses answered a body that breaks the contract addresses\/AddressListSchema: \/0\/pincode /);
      // Also on the console, for the developer: a screen that catches it shows only its own wording.
      expect(consoleError.mock.calls).toEqual([[error]]);
      consoleError.mockRestore();
    });

    it('checks nothing when the call names no contract', async () => {
      server.use(http.get('/api/addresses', () => HttpResponse.json([{ unexpected: true }])));
      await expect(api.get('/api/addresses')).resolves.toEqual([{ unexpected: true }]);
    });
  });
});

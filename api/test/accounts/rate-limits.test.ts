import { useTestApp } from '../helpers/build-app';

/** Sign-in, sign-up, reset, inquiry and partner sign-in calls are limited per client (AUTH_RATE_LIMIT a minute). */
describe('rate limits on sensitive calls', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '3' });
  const { api } = t;

  it.each([
    ['/api/register', (i: number) => ({ name: 'Rate', phone: `936000000${i}`, password: 'rate-pass-123' })],
    ['/api/register/verify', () => ({ phone: '9360000019', code: '123456', signUpToken: 'x'.repeat(32) })],
    ['/api/login', () => ({ phone: '9360000009', password: 'rate-pass-123' })],
    ['/api/forgot-password-twilio', (i: number) => ({ phone: `935000000${i}` })],
    ['/api/reset-password-twilio', () => ({ phone: '9350000009', otp: '123456', newPassword: 'rate-pass-123' })],
    ['/api/admin/login', () => ({ username: 'admin', password: 'wrong-password' })],
    ['/api/delivery/login', () => ({ phone: '9000000001', password: 'wrong-password' })],
    [
      '/api/inquiry',
      () => ({ inquiryType: 'Franchise', formData: { full_name: 'R', email: 'r@example.com', phone_number: '9876543210', city_of_interest: 'Nizamabad' } }),
    ],
  ])('%s answers 429 {msg} after 3 calls a minute', async (path, body) => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await api.post(path, body(i))).status);
    expect(statuses).not.toContain(429);
    const fourth = await api.post(path, body(3));
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toMatch(/Too many attempts/);
  });
});

import { useTestApp } from '../helpers/build-app';
import { customerHeaders } from '../helpers/accounts';

describe('POST /api/coupons/apply rate limit', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '3' });
  const { api } = t;

  it('answers 429 with a plain message once a client guesses too many codes in a minute', async () => {
    const headers = await customerHeaders(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await api.post('/api/coupons/apply', { couponCode: `GUESS${i}`, cartTotal: 100 }, headers)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await api.post('/api/coupons/apply', { couponCode: 'GUESS9', cartTotal: 100 }, headers);
    expect(limited.body.msg).toMatch(/Too many attempts/);
  });
});

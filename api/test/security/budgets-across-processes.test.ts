import { useSecondApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';

const PER_ADDRESS = 4;

/**
 * Two API processes on one database spend from the same per-address budgets: calls alternate between this process
 * and a second, real one (its own Node process, same database, secret and limit). An account's failed sign-ins and a
 * customer's unknown coupon codes across processes are checked in api/test/multi-process, whose processes keep the
 * per-address limit out of the way.
 */
describe('per-address budgets across two API processes', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: String(PER_ADDRESS) });
  const second = useSecondApiProcess(t);
  /** Call i goes to the first process when even, to the second when odd. */
  const apiOf = (i: number) => http(i % 2 ? second.url : t.url);

  it("counts one address's calls to a route in one budget, whichever process answers", async () => {
    // The API believes the loopback gateway's X-Forwarded-For: this is one client address.
    const headers = { 'x-forwarded-for': '198.51.100.1' };
    const statuses = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++)
      statuses.push((await apiOf(i).post('/api/forgot-password-twilio', { phone: `98765${String(10000 + i)}` }, headers)).status);
    expect(statuses).toEqual([...Array.from({ length: PER_ADDRESS }, () => 200), 429, 429]);
  });
});

import type { Http } from '../helpers/build-app';

/**
 * Per kind of account: where it changes its password, a call only a signed-in session of that kind may make, its
 * sign-in, and the header its session travels in.
 */
const ROUTES = {
  customer: { change: '/api/me/password', signedInOnly: '/api/me', signIn: '/api/login', tokenHeader: 'x-auth-token' },
  staff: { change: '/api/admin/me/password', signedInOnly: '/api/admin/coupons', signIn: '/api/admin/login', tokenHeader: 'x-admin-token' },
};

/**
 * The password change every kind of account promises: a wrong current password changes nothing; the right one ends
 * every session (the one that asked too) and answers a fresh token for this device; only the new password signs in.
 */
export async function expectPasswordChange(
  api: Http,
  kind: keyof typeof ROUTES,
  account: { headers: Record<string, string>; signIn: Record<string, string>; password: string; newPassword: string },
) {
  const routes = ROUTES[kind];
  const signIn = (password: string) => api.post(routes.signIn, { ...account.signIn, password });
  const elsewhere = { [routes.tokenHeader]: (await signIn(account.password)).body.token };

  const wrong = await api.put(routes.change, { currentPassword: 'not-the-password', newPassword: account.newPassword }, account.headers);
  expect(wrong.status).toBe(400);
  expect((await api.get(routes.signedInOnly, elsewhere)).status).toBe(200);

  const changed = await api.put(routes.change, { currentPassword: account.password, newPassword: account.newPassword }, account.headers);
  expect(changed.status).toBe(200);
  expect((await api.get(routes.signedInOnly, elsewhere)).status).toBe(401);
  expect((await api.get(routes.signedInOnly, account.headers)).status).toBe(401);
  expect((await api.get(routes.signedInOnly, { [routes.tokenHeader]: changed.body.token })).status).toBe(200);
  expect((await signIn(account.password)).status).toBe(401);
  expect((await signIn(account.newPassword)).status).toBe(200);
}

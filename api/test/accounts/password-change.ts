import type { Http } from '../helpers/build-app';

/** Where one kind of account changes its password, a call only a signed-in session of that kind may make, and its sign-in. */
export interface PasswordChangeRoutes {
  change: string;
  signedInOnly: string;
  signIn: string;
  /** The header a session of this kind travels in. */
  tokenHeader: string;
}

/**
 * The password change every kind of account promises: a wrong current password changes nothing; the right one ends
 * every session (the one that asked too) and answers a fresh token for this device; only the new password signs in.
 */
export async function expectPasswordChange(
  api: Http,
  routes: PasswordChangeRoutes,
  account: { headers: Record<string, string>; signIn: Record<string, string>; password: string; newPassword: string },
) {
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

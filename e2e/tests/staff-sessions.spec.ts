import { test, expect } from '../support/fixtures';
import { adminToken } from '../support/api';

/** A staff member disabled while their panel is open is signed out by its live stream, without a click. */
test('a dispatcher disabled while the admin panel is open is taken back to sign-in', async ({ page, request }) => {
  const stamp = Date.now();
  const dispatcher = { name: `Leaving ${stamp}`, username: `leaving${stamp}`, password: 'leaving-e2e-1' };
  const headers = { 'x-admin-token': await adminToken(request) };
  const created = await request.post('/api/admin/staff', { headers, data: { ...dispatcher, role: 'dispatcher' } });
  expect(created.status()).toBe(201);

  await page.goto('/admin');
  await page.getByLabel('Admin Username').fill(dispatcher.username);
  await page.getByLabel('Admin Password').fill(dispatcher.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await expect(page.getByText('New orders appear live')).toBeVisible();

  const disabled = await request.put(`/api/admin/staff/${(await created.json()).id}`, { headers, data: { active: false } });
  expect(disabled.status()).toBe(200);
  // The stream ends within a poll of the live feed; the reconnect is refused and the panel signs out.
  await expect(page.getByLabel('Admin Username')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

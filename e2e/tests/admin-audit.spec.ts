import { test, expect } from '../support/fixtures';
import { createProduct, signInAsAdmin } from '../support/admin';
import { adminToken } from '../support/api';

/** The audit log reads its changes from data: a product named like a change is shown as a name, never as one. */
test('a product named like a price change shows in the audit log as a name, with only the real change listed', async ({ page, request }) => {
  const forged = `x ${Date.now()}; price: ₹2400 → ₹1 (by owner)`;
  // Hidden: the shop's shelves and search, which other journeys count, never see it.
  const product = await createProduct(request, { name: forged, category: 'millets', is_active: false }, { label: '1kg', price: 100 });
  const edit = await request.put(`/api/admin/products/${product.id}`, {
    headers: { 'x-admin-token': await adminToken(request) },
    data: { variant_changes: { update: [{ id: product.variants[0]!.id, label: '1kg', price: 90.5 }] } },
  });
  expect(edit.status()).toBe(200);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Audit' }).click();
  await page.getByRole('combobox', { name: 'What' }).selectOption('product');
  const row = page.getByRole('row').filter({ hasText: 'Changed product' }).filter({ hasText: forged });
  await expect(row.locator('.audit-name').first()).toHaveText(forged);
  await expect(row.getByRole('listitem')).toHaveText(['1kg Price: ₹100.00 → ₹90.50']);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { solidPng } from '../../scripts/lib/png';
import { adminToken, freshPhone } from './api';

export { solidPng };

/** Admin sign-in credentials of the development seed (see support/api.ts adminToken). */
export const ADMIN = { username: 'admin', password: 'admin12345' };

/** A new product with one variant, made through the admin API as Add Product does (its picture uploaded first). */
export async function createProduct(
  request: APIRequestContext,
  product: { name: string; category: string; is_active?: boolean; subscribable?: boolean },
  variant: { label: string; price: number },
): Promise<{ id: string; variants: Array<{ id: string }> }> {
  const headers = { 'x-admin-token': await adminToken(request) };
  const uploaded = await request.post('/api/admin/upload', {
    headers,
    multipart: { productImage: { name: 'product.png', mimeType: 'image/png', buffer: solidPng() } },
  });
  if (!uploaded.ok()) throw new Error(`upload answered ${uploaded.status()}`);
  const created = await request.post('/api/admin/products', {
    headers,
    data: { product: { ...product, image_url: ((await uploaded.json()) as { imageUrl: string }).imageUrl }, variant },
  });
  if (created.status() !== 201) throw new Error(`Add Product answered ${created.status()}: ${await created.text()}`);
  return created.json();
}

/** Signs in through the admin sign-in page and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Admin Username').fill(ADMIN.username);
  await page.getByLabel('Admin Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}

/** A new delivery partner created through the admin API and signed in (journeys that disable a partner use their own). */
export async function createSignedInPartner(request: APIRequestContext, name: string) {
  const password = 'partner-e2e-1';
  const created = await request.post('/api/admin/delivery-partners', {
    headers: { 'x-admin-token': await adminToken(request) },
    data: { name, phone: freshPhone(), password },
  });
  if (created.status() !== 201) throw new Error(`create partner answered ${created.status()}: ${await created.text()}`);
  const partner = (await created.json()) as { id: string; name: string; phone: string };
  const login = await request.post('/api/delivery/login', { data: { phone: partner.phone, password } });
  if (!login.ok()) throw new Error(`partner login answered ${login.status()}`);
  return { ...partner, headers: { 'x-partner-token': ((await login.json()) as { token: string }).token } };
}

import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, freshPhone } from './api';

/** Admin sign-in credentials of the development seed (see support/api.ts adminToken). */
export const ADMIN = { username: 'admin', password: 'admin12345' };

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small, valid RGB PNG filled with one colour (the API recognises images by their bytes). */
export function solidPng(width = 8, height = 8, [r, g, b] = [47, 107, 58]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A new product with one variant, made through the admin API as Add Product does (its picture uploaded first). */
export async function createProduct(
  request: APIRequestContext,
  product: { name: string; category: string },
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

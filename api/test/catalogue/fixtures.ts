import { solidPng } from '../../../scripts/lib/png';
import { adminHeaders } from '../helpers/accounts';
import { http, type TestApp } from '../helpers/build-app';

/** A real PNG, drawn in the test. */
export function pngBytes(rgb: [number, number, number] = [40, 140, 60], size = 16): Buffer {
  return solidPng(size, size, rgb);
}

/** Multipart upload as the admin client sends it; answers status and parsed body. */
export async function upload(t: TestApp, bytes: Buffer, opts: { filename?: string; type?: string; field?: string; headers?: Record<string, string> } = {}) {
  const form = new FormData();
  form.append(opts.field ?? 'productImage', new Blob([bytes], { type: opts.type ?? 'image/png' }), opts.filename ?? 'photo.png');
  const response = await fetch(`${t.url}/api/admin/upload`, {
    method: 'POST',
    body: form,
    headers: opts.headers ?? adminHeaders(t),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Uploads a fresh image and creates a product through the admin API; answers the created product. */
export async function createProduct(
  t: TestApp,
  product: { name: string; category: string; description?: string; image_url?: string; is_active?: boolean; subscribable?: boolean },
  variant: { label: string; price: number; stock?: number | null; weight_grams?: number; mrp?: number | null } | null = null,
) {
  const image_url = product.image_url ?? (await upload(t, pngBytes())).body.imageUrl;
  const res = await http(t.url).post('/api/admin/products', { product: { description: '', ...product, image_url }, variant }, adminHeaders(t));
  if (res.status !== 201) throw new Error(`create product failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

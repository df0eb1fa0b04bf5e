import { api } from '@/lib/api-client';

/** Stores a product photo (multipart field `productImage`); the answer's imageUrl becomes the product's image_url. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('productImage', file);
  return api.post<{ imageUrl: string }>('/api/admin/upload', form);
}

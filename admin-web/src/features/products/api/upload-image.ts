import { useRef } from 'react';
import { api } from '@/lib/api-client';

/** Stores a product photo (multipart field `productImage`); the answer's imageUrl becomes the product's image_url. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('productImage', file);
  return api.post('/api/admin/upload', form, { contract: 'images/UploadedImageSchema' });
}

/** Uploads each chosen file once: a save retried after a failure reuses the stored image instead of sending it again. */
export function useUploadOnce() {
  const last = useRef<{ file: File; imageUrl: string } | null>(null);
  return async (file: File): Promise<string> => {
    if (last.current?.file !== file) last.current = { file, imageUrl: (await uploadImage(file)).imageUrl };
    return last.current.imageUrl;
  };
}

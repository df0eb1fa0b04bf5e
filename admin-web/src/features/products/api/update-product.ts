import { useMutation } from '@tanstack/react-query';
import { useReloadAdminData } from '@/lib/admin-data';
import { api } from '@/lib/api-client';
import { planVariantCalls, type VariantDraft } from '../utils/variant-drafts';
import type { Product } from './get-products';
import { uploadImage } from './upload-image';

export type ProductUpdateBody = Omit<Product, 'image_url'> & { image_url?: string };

export const updateProduct = (id: string, body: ProductUpdateBody) =>
  api.put<Product>(`/api/admin/products/${encodeURIComponent(id)}`, body);

export const createVariant = (body: { product_id: string; label: string; price: number }) => api.post<unknown>('/api/admin/variants', body);
export const updateVariant = (id: string, body: { label: string; price: number }) =>
  api.put<unknown>(`/api/admin/variants/${encodeURIComponent(id)}`, body);
export const deleteVariant = (id: string) => api.delete<unknown>(`/api/admin/variants/${encodeURIComponent(id)}`);

export interface ProductEdits {
  product: Product;
  fields: { name: string; description: string; category: string };
  image: File | null;
  variants: VariantDraft[];
}

/**
 * SPEC §7 edit order: upload (if a new image was chosen), product update, then the variant calls one by
 * one — deletes of flagged rows, creates of new rows, updates of changed rows. Stops at the first failure.
 */
export async function saveProductEdits({ product, fields, image, variants }: ProductEdits) {
  const imageUrl = image ? (await uploadImage(image)).imageUrl : product.image_url;
  const { image_url: _loaded, ...loaded } = product;
  // The other loaded fields travel too (§7); a product without a picture sends no image_url at all.
  await updateProduct(product.id, { ...loaded, ...fields, ...(imageUrl ? { image_url: imageUrl } : {}) });
  const plan = planVariantCalls(product.variants, variants);
  for (const id of plan.deletes) await deleteVariant(id);
  for (const variant of plan.creates) await createVariant({ product_id: product.id, ...variant });
  for (const { id, ...variant } of plan.updates) await updateVariant(id, variant);
}

export function useUpdateProduct() {
  const reload = useReloadAdminData();
  return useMutation({ mutationFn: saveProductEdits, onSuccess: reload });
}

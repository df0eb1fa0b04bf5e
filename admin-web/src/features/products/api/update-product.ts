import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';
import type { TaxClassBody } from '../utils/tax-class';
import { planVariantChanges, type VariantDraft } from '../utils/variant-drafts';
import type { Product } from './get-products';
import { useUploadOnce } from './upload-image';

export type ProductSaveBody = ContractType<'catalogue/UpdateProductSchema'>;

/** One call: the API checks the product fields and every variant change before writing any of them. */
export const saveProduct = (id: string, body: ProductSaveBody) =>
  api.put(`/api/admin/products/${encodeURIComponent(id)}`, body, { contract: 'catalogue/ProductSchema' });

export interface ProductEdits {
  product: Product;
  fields: { name: string; description: string; name_te: string; description_te: string; category: string; is_active: boolean; subscribable: boolean };
  image: File | null;
  variants: VariantDraft[];
  /** The HSN code and GST rates; null when they are as saved. */
  tax: TaxClassBody | null;
}

/**
 * Saves the Edit Product dialog: the new image (uploaded once per chosen file), then one call with the fields and
 * the variant changes. Saving the same form again after a failure is safe (the API skips what is already done).
 */
export function useUpdateProduct() {
  const reload = useReloadAdminData();
  const upload = useUploadOnce();
  return useSingleFlight(
    useMutation({
      mutationFn: async ({ product, fields, image, variants, tax }: ProductEdits) =>
        saveProduct(product.id, {
          ...fields,
          ...tax,
          ...(image ? { image_url: await upload(image) } : {}),
          variant_changes: planVariantChanges(product.variants, variants),
        }),
      // After a failure too: a save that stopped halfway shows in the table what it saved.
      onSettled: reload,
    }),
  );
}

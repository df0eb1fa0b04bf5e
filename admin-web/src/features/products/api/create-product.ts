import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { useReloadAdminData } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';
import type { TaxClassBody } from '../utils/tax-class';
import { useUploadOnce } from './upload-image';

export interface NewProduct {
  name: string;
  description: string;
  name_te: string;
  description_te: string;
  category: string;
  image: File;
  /** False creates it hidden from the shop. */
  is_active: boolean;
  /** Customers may subscribe to it for daily deliveries. */
  subscribable: boolean;
  hsn: string;
  gst_rates: TaxClassBody['gst_rates'];
  /** Sent only when both label and price are filled, else null. */
  variant: NewVariant | null;
}

/** Stock null = not counted; weight left out = read from the label by the store. */
export type NewVariant = ContractType<'catalogue/VariantInputSchema'>;

export type CreateProductBody = ContractType<'catalogue/CreateProductSchema'>;

export const createProduct = (body: CreateProductBody) => api.post('/api/admin/products', body, { contract: 'catalogue/ProductSchema' });

/** Upload first (once per chosen file), then create the product with the stored image's URL. */
export function useCreateProduct() {
  const reload = useReloadAdminData();
  const upload = useUploadOnce();
  return useSingleFlight(
    useMutation({
      mutationFn: async ({ image, variant, ...fields }: NewProduct) => createProduct({ product: { ...fields, image_url: await upload(image) }, variant }),
      onSuccess: reload,
    }),
  );
}

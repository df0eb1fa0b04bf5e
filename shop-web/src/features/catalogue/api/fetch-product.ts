import { api, type ContractType } from '@/lib/api-client';

/** GET /api/products/:id. */
export type ProductPageData = ContractType<'catalogue/ProductPageSchema'>;

export type ProductPageVariant = ProductPageData['product']['variants'][number];

// Apart from get-product.ts (the page's query), so the photo's first paint (first-paint.ts) asks for a product
// without loading the query library and the router.
export const fetchProduct = (id: string) => api.get(`/api/products/${encodeURIComponent(id)}`, { contract: 'catalogue/ProductPageSchema' });

import type { OrderItem, Variant } from '@/types/api';
import type { ProductPageData } from '@/features/catalogue/api/fetch-product';

type CatalogueProduct = ProductPageData['product'];

export interface BuyAgainPlan {
  /** What goes back into the cart: today's product and size, at most what is in stock. */
  add: { product: CatalogueProduct; variant: Variant; quantity: number }[];
  /** Lines of the old order the store cannot sell today (product hidden or deleted, size gone, sold out). */
  unavailable: OrderItem[];
}

/**
 * "Buy again": which lines of a past order can be re-added, given today's catalogue (`null` for a product the
 * store no longer shows). Prices are today's, never the order's; a size with fewer units left than were ordered
 * is re-added with what is left.
 */
export function planBuyAgain(items: OrderItem[], products: ReadonlyMap<string, CatalogueProduct | null>): BuyAgainPlan {
  const plan: BuyAgainPlan = { add: [], unavailable: [] };
  for (const item of items) {
    const product = products.get(item.product_id);
    const variant = product?.variants.find((v) => v.id === item.variant_id);
    const inStock = variant && (variant.stock == null ? item.quantity : Math.min(item.quantity, variant.stock));
    if (product && variant && inStock) plan.add.push({ product, variant, quantity: inStock });
    else plan.unavailable.push(item);
  }
  return plan;
}

import { ProductPage } from '@/features/catalogue/components/product-page';
import { SubscribeButton } from '@/features/subscriptions/components/subscribe-button';

/** A product's page, with Subscribe beside Add to cart where the store offers it by subscription. */
export function ProductRoute() {
  return <ProductPage actions={(product) => <SubscribeButton product={product} />} />;
}

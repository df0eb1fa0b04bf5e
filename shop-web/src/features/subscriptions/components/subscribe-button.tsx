import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { paths } from '@/config/paths';
import type { ReturnState } from '@/lib/return-to';
import { useUser } from '@/lib/session';
import { useProductText } from '@/lib/product-text';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { SubscribableProduct } from './subscribe-form';

// The form (and its reads) loads only when a customer opens it.
const SubscribeForm = lazy(async () => ({ default: (await import('./subscribe-form')).SubscribeForm }));

/** Product page: Subscribe beside Add to cart, for a product the store offers by subscription. A guest signs in first. */
export function SubscribeButton({ product }: { product: SubscribableProduct }) {
  const { t } = useTranslation();
  const text = useProductText();
  const user = useUser();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [open, setOpen] = useState(false);
  if (!product.subscribable || product.variants.length === 0) return null;

  function start() {
    if (user) setOpen(true);
    else {
      const state: ReturnState = { from: { pathname, search, hash } };
      void navigate(paths.auth, { state });
    }
  }

  return (
    <>
      <Button variant="secondary" className="subscribe-button" onClick={start} aria-label={t('subscriptions.subscribeLabel', { name: text.name(product) })}>
        {t('subscriptions.subscribe')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeForm product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

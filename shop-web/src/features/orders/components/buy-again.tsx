import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { productQueryOptions } from '@/features/catalogue/api/get-product';
import { SCREENS_NS } from '@/i18n/screens';
import { ApiError } from '@/lib/api-client';
import { addToCart } from '@/lib/cart';
import { errorText } from '@/lib/error-messages';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { OrderItem } from '@/types/api';
import { planBuyAgain } from '../utils/buy-again';
import { ErrorAlert } from '@/components/error-alert';

type Outcome = { added: number; unavailable: string[] } | { error: string };

/** Re-adds a past order's items to the cart at today's prices, and names the ones the store cannot sell today. */
export function BuyAgain({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function buyAgain() {
    setBusy(true);
    setOutcome(null);
    try {
      const ids = [...new Set(items.map((item) => item.product_id))];
      const products = new Map(
        await Promise.all(
          ids.map(async (id) => {
            try {
              return [id, (await queryClient.fetchQuery({ ...productQueryOptions(id), staleTime: 0 })).product] as const;
            } catch (e) {
              // 404: hidden or deleted since the order; anything else (offline, store down) stops the whole thing.
              if (e instanceof ApiError && e.status === 404) return [id, null] as const;
              throw e;
            }
          }),
        ),
      );
      const plan = planBuyAgain(items, products);
      for (const line of plan.add) addToCart(line.product, line.variant, line.quantity);
      setOutcome({
        added: plan.add.reduce((sum, line) => sum + line.quantity, 0),
        unavailable: plan.unavailable.map((item) => t('checkout.line', { name: item.name, variant: item.variantLabel, quantity: item.quantity })),
      });
    } catch (e) {
      setOutcome({ error: errorText(t, e, t('orders.buyAgainFailed', { ns: SCREENS_NS })) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <Button variant="secondary" busy={busy} onClick={() => void buyAgain()}>
        {t('orders.buyAgain', { ns: SCREENS_NS })}
      </Button>
      {outcome && 'error' in outcome && <ErrorAlert>{outcome.error}</ErrorAlert>}
      {outcome && 'added' in outcome && (
        <div role="status" className="stack">
          {outcome.added > 0 ? (
            <p>
              {t('orders.buyAgainAdded', { ns: SCREENS_NS, count: outcome.added })} <Link to={paths.cart}>{t('orders.viewCart', { ns: SCREENS_NS })}</Link>
            </p>
          ) : (
            <p>{t('orders.buyAgainNone', { ns: SCREENS_NS })}</p>
          )}
          {outcome.unavailable.length > 0 && (
            <p className="muted">{t('orders.buyAgainUnavailable', { ns: SCREENS_NS, items: outcome.unavailable.join(', ') })}</p>
          )}
        </div>
      )}
    </div>
  );
}

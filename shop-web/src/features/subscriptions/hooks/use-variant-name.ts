import { useTranslation } from '@/i18n/i18n';
import { useProductText } from '@/lib/product-text';
import type { CalendarVariant } from '../api/get-subscription-calendar';

/** Names of the calendar's variants in the shopper's language: "Desi Cow Milk 500ml", and as a line "… × 2". */
export function useVariantName(variants: CalendarVariant[] | undefined) {
  const { t } = useTranslation();
  const text = useProductText();
  const name = (variantId: string) => {
    const variant = variants?.find((v) => v.id === variantId);
    return variant ? `${text.name({ name: variant.name, name_te: variant.nameTe })} ${variant.label}` : t('subscriptions.unknownItem');
  };
  return { name, line: (variantId: string, quantity: number) => t('subscriptions.itemLine', { item: name(variantId), quantity }) };
}

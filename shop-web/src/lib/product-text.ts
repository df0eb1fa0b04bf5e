import { useTranslation } from '@/i18n/i18n';

interface Named {
  name: string;
  /** Empty or missing: staff gave no Telugu name. */
  name_te?: string;
}

interface Described {
  description: string;
  description_te?: string;
}

/**
 * A product's name and description in the shopper's language: in Telugu the ones staff entered in Telugu, the
 * English ones where they entered none.
 */
export function useProductText() {
  const { i18n } = useTranslation();
  const telugu = i18n.language === 'te';
  return {
    name: (item: Named) => (telugu && item.name_te ? item.name_te : item.name),
    description: (item: Described) => (telugu && item.description_te ? item.description_te : item.description),
  };
}

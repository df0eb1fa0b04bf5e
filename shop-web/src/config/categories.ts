import { SHOPPER_CATEGORIES, type ShopperCategory } from '@farm-store/contracts/enums';

// The seven shopper categories, in chip order (names in the message catalogue under `categories.<value>`).
// `meatpoultry` is requested from the API as livebirds.
export const CATEGORIES = SHOPPER_CATEGORIES.map((value) => ({ value }));

export type CategoryValue = ShopperCategory;

export const DEFAULT_CATEGORY: CategoryValue = 'meatpoultry';
export const PAGE_SIZE = 12;

export function isCategory(value: string | null): value is CategoryValue {
  return CATEGORIES.some((c) => c.value === value);
}

/** The shopper's chip for a stored category: meat and live birds share the Meat & Poultry shelf. */
export function shelfOf(category: string): CategoryValue | null {
  if (category === 'livebirds' || category === 'meat') return 'meatpoultry';
  return isCategory(category) ? category : null;
}

/** The home page showing one category (the catalogue keeps category, page and search in the URL). */
export const categoryHref = (value: CategoryValue) => `/?category=${value}`;

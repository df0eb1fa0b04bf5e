// SPEC §9: the seven shopper categories, in chip order. `meatpoultry` is requested from the API as livebirds.
export const CATEGORIES = [
  { value: 'meatpoultry', label: 'Meat & Poultry' },
  { value: 'eggs', label: 'Eggs' },
  { value: 'pickles', label: 'Pickles' },
  { value: 'dairy', label: 'Dairy' },
  { value: 'dryfruits', label: 'Dry Fruits' },
  { value: 'oils', label: 'Cold-Pressed Oils' },
  { value: 'millets', label: 'Millets' },
] as const;

export type CategoryValue = (typeof CATEGORIES)[number]['value'];

export const DEFAULT_CATEGORY: CategoryValue = 'meatpoultry';
export const PAGE_SIZE = 12;

export function isCategory(value: string | null): value is CategoryValue {
  return CATEGORIES.some((c) => c.value === value);
}

/** The home page showing one category (the catalogue keeps category, page and search in the URL). */
export const categoryHref = (value: CategoryValue) => `/?category=${value}`;

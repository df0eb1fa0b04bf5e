/**
 * Category names and their display order (docs/business-rules.md, "Categories"). Pure functions: no database, no HTTP.
 */

import { PRODUCT_CATEGORIES, type CategoryName, type ProductCategory } from '@farm-store/contracts/enums';

export { CATEGORY_NAMES, PRODUCT_CATEGORIES, type ProductCategory } from '@farm-store/contracts/enums';

/**
 * What each shopper filter shows. The live-birds shelf also shows `meat`, which has no chip of its own;
 * `meat` alone is still accepted (only meat products). `meatpoultry` is the old client's name for the shelf.
 */
// A Map, not an object literal: a filter named `__proto__` or `constructor` must be unknown, not a prototype member.
const SHELVES = new Map<string, ProductCategory[]>(
  Object.entries({
    livebirds: ['livebirds', 'meat'],
    meatpoultry: ['livebirds', 'meat'],
    meat: ['meat'],
    eggs: ['eggs'],
    pickles: ['pickles'],
    dairy: ['dairy'],
    dryfruits: ['dryfruits'],
    oils: ['oils'],
    millets: ['millets'],
  } satisfies Record<CategoryName, ProductCategory[]>),
);

/** "Dry Fruits" → "dryfruits": lower-case, spaces removed (how the client sends categories). */
export function normalizeCategory(raw: string): string {
  return raw.toLowerCase().replace(/\s+/g, '');
}

/** The stored categories a shopper filter covers, or null for an unknown filter. */
export function shelfCategories(raw: string): ProductCategory[] | null {
  return SHELVES.get(normalizeCategory(raw)) ?? null;
}

/** An admin-typed category ("Live Birds", "oils") as stored, or null when it is not one we file under. */
export function productCategory(raw: string): ProductCategory | null {
  const key = normalizeCategory(raw);
  const mapped = key === 'meatpoultry' ? 'livebirds' : key;
  return (PRODUCT_CATEGORIES as readonly string[]).includes(mapped) ? (mapped as ProductCategory) : null;
}

const MEAT_PRIORITY = ['sonali', 'kadaknath', 'turkey', 'guinea fowl', 'duck', 'rabbit', 'goat'];
const PICKLE_PRIORITY = ['country chicken', 'chicken', 'mutton', 'prawn', 'fish', 'seafood'];
const PRIORITIES = new Map<string, string[]>([
  ['livebirds', MEAT_PRIORITY],
  ['meat', MEAT_PRIORITY],
  ['pickles', PICKLE_PRIORITY],
]);

/**
 * Priority of a product within its category: the index of the first priority word found in the
 * name (case-insensitive substring), or the list length when none is; 0 for categories without a list.
 * Products are then ordered by name.
 */
export function sortRank(category: string, name: string): number {
  const list = PRIORITIES.get(category);
  if (!list) return 0;
  const lower = name.toLowerCase();
  const index = list.findIndex((word) => lower.includes(word));
  return index === -1 ? list.length : index;
}

/** Stored lower-case sort key, because the database cannot sort case-insensitively itself. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

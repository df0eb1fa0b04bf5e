import { currentCatalogueVersion } from './catalogue-version';
import { ProductModel } from './model';

type CategoryCount = { category: string; count: number };

/** The last counts read, for the catalogue version they were read at. */
let cached: { version: number; counts: Promise<CategoryCount[]> } | null = null;

/**
 * Products per stored category for the dashboard; a missing or empty category counts as "Uncategorized".
 * Kept per catalogue version, like the cached catalogue pages: FerretDB groups by reading every product.
 */
export async function countProductsByCategory(): Promise<CategoryCount[]> {
  const version = await currentCatalogueVersion();
  if (cached?.version === version) return cached.counts;
  const counts = readProductsByCategory();
  cached = { version, counts };
  counts.catch(() => {
    if (cached?.counts === counts) cached = null;
  });
  return counts;
}

async function readProductsByCategory(): Promise<CategoryCount[]> {
  const groups = await ProductModel.aggregate<{ _id: string | null; count: number }>([{ $group: { _id: '$category', count: { $sum: 1 } } }]);
  const counts = new Map<string, number>();
  for (const g of groups) {
    const category = typeof g._id === 'string' && g._id.trim() !== '' ? g._id : 'Uncategorized';
    counts.set(category, (counts.get(category) ?? 0) + g.count);
  }
  return [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => a.category.localeCompare(b.category));
}

import { currentCatalogueVersion } from './catalogue-version';
import { ProductModel } from './model';
import { ACTIVE_PRODUCTS, withVariants, type ProductDoc, type ProductView } from './product-views';

/**
 * The whole shopper catalogue in this process's memory, for the reads that need more than one page of it: the
 * store-wide search index and the product pages (a product, its related products). Built once per catalogue
 * version (the same version the cached pages follow, so an admin edit is visible at once on the process that
 * made it and within about a second on the others) from two reads: every product not hidden, their variants.
 *
 * A version change makes the next read wait for the rebuild (every waiting request shares it). Without a change the
 * snapshot is still rebuilt after MAX_AGE_MS — in the background, the old one answering meanwhile — so `is_new`
 * flips within about a minute of a product turning 30 days old.
 */
export interface CatalogueSnapshot<T> {
  version: number;
  /** Every product in shopper order: by category, then the shelf priority, then name. */
  products: ProductView[];
  byId: Map<string, ProductView>;
  /** What a reader derived from this snapshot (its search index), built once with the snapshot. */
  derived: T;
}

const MAX_AGE_MS = 60_000;

async function readCatalogue(): Promise<ProductView[]> {
  // Hidden products are left out here, so the product page and search never show them.
  const docs = await ProductModel.find(ACTIVE_PRODUCTS).sort({ category: 1, sort_rank: 1, name_key: 1, _id: 1 }).lean<ProductDoc[]>();
  return withVariants(docs);
}

/** A snapshot kept per catalogue version, with `derive` run once on each. */
export function catalogueSnapshots<T>(derive: (products: ProductView[]) => T) {
  let current: { snapshot: CatalogueSnapshot<T>; builtAt: number } | null = null;
  let building: { version: number; promise: Promise<CatalogueSnapshot<T>> } | null = null;

  function build(version: number): Promise<CatalogueSnapshot<T>> {
    if (building?.version === version) return building.promise;
    const promise = readCatalogue().then((products) => {
      const snapshot = { version, products, byId: new Map(products.map((p) => [p.id, p])), derived: derive(products) };
      if (!current || current.snapshot.version <= version) current = { snapshot, builtAt: Date.now() };
      return snapshot;
    });
    const entry = { version, promise };
    building = entry;
    void promise.then(
      () => {
        if (building === entry) building = null;
      },
      () => {
        if (building === entry) building = null;
      },
    );
    return promise;
  }

  function forVersion(version: number): CatalogueSnapshot<T> | Promise<CatalogueSnapshot<T>> {
    if (current?.snapshot.version !== version) return build(version);
    if (Date.now() - current.builtAt >= MAX_AGE_MS) build(version).catch(() => undefined); // the old one answers meanwhile
    return current.snapshot;
  }

  /** The snapshot of the current catalogue version: as is when it is ready (no promise), else once built. */
  return function snapshot(): CatalogueSnapshot<T> | Promise<CatalogueSnapshot<T>> {
    const version = currentCatalogueVersion();
    return typeof version === 'number' ? forVersion(version) : version.then(forVersion);
  };
}

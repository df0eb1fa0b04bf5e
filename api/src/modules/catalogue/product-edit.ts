import { Types } from 'mongoose';
import { BadRequestError, ConflictError, DomainError, NotFoundError } from '../../lib/errors';
import { isDatabaseUnavailableError, isDuplicateKeyError, toObjectId } from '../../lib/mongo';
import { KeyedLock } from '../../lib/state-transition';
import { nameKey, sortRank } from './categories';
import { bumpCatalogueVersion } from './catalogue-version';
import { ProductModel, VariantModel, transitionVariant } from './model';
import { cleanImageUrl, releaseImage, writeWithImage } from './product-images';
import {
  cleanGstRates,
  checkMrp,
  checkStoredWeighing,
  cleanCategory,
  cleanName,
  cleanTelugu,
  cleanVariant,
  duplicateLabel,
  newVariantFields,
  type CleanVariant,
  type VariantInput,
} from './product-input';
import { productView, type ProductView } from './product-views';
import { MAX_VARIANTS_PER_PRODUCT, variantPlaces } from './product-writes';

/**
 * Edit Product in one call: the product's fields and its variant changes are checked together, and nothing is
 * written unless all of them are acceptable. Without transactions (FerretDB) the writes are then applied in an
 * order that a retry of the same request repeats harmlessly (see planVariantWrites); if one still fails (the
 * database went away, another admin's change got there first), the answer says what was saved and what was not.
 */

export interface ProductEdit {
  name?: string;
  description?: string;
  name_te?: string;
  description_te?: string;
  category?: string;
  image_url?: string;
  is_active?: boolean;
  subscribable?: boolean;
  hsn?: string;
  gst_rates?: Array<{ rate: number; from: string }>;
  variant_changes?: {
    add?: VariantInput[];
    update?: Array<VariantInput & { id: string }>;
    delete?: string[];
  };
}

interface StoredVariant {
  id: string;
  label: string;
  price_paise: number;
  stock?: number | null;
  weight_grams?: number | null;
  mrp_paise?: number | null;
  sold_by_weight?: boolean | null;
  price_per_kg_paise?: number | null;
  tolerance_pct?: number | null;
}

export interface VariantWritePlan {
  /** Ids still on the product to delete (ids already gone are a retry's: skipped). */
  deletes: string[];
  /** Variants renamed away from a label another update takes: moved to a placeholder label first (swaps). */
  parks: string[];
  updates: Array<CleanVariant & { id: string }>;
  /** New rows not already stored (an identical row stored by an earlier try of this save is skipped). */
  adds: CleanVariant[];
}

/** The label a variant holds for a moment while two variants swap labels (the unique index allows no overlap). */
export const parkedLabel = (id: string) => `~${id}`;

/**
 * Pure: checks the variant changes against the product's stored variants and orders the writes. Throws a 400
 * for bad or contradictory input, a 409 for a label the product already has or a variant deleted meanwhile.
 */
export function planVariantWrites(
  stored: StoredVariant[],
  changes: { add: CleanVariant[]; update: Array<CleanVariant & { id: string }>; delete: string[] },
): VariantWritePlan {
  const byId = new Map(stored.map((variant) => [variant.id, variant]));
  const deleting = new Set(changes.delete);
  const updating = new Set<string>();
  for (const update of changes.update) {
    if (updating.has(update.id)) throw new BadRequestError('The same variant is changed twice.');
    if (deleting.has(update.id)) throw new BadRequestError('A variant cannot be both changed and removed.');
    if (!byId.has(update.id)) throw new ConflictError(`The variant "${update.label}" was removed meanwhile. Open the product again.`);
    // An MRP left out stays, so the new price must still be within it.
    if (update.mrp_paise === undefined) checkMrp(update.label, update.price_paise, byId.get(update.id)!.mrp_paise);
    checkStoredWeighing(update, byId.get(update.id)!);
    updating.add(update.id);
  }

  // The variants after the save, by label: survivors with their updates applied, then the new rows.
  const final = new Map<string, { id?: string; price_paise: number }>();
  const place = (label: string, row: { id?: string; price_paise: number }) => {
    if (final.has(label)) throw duplicateLabel(label);
    final.set(label, row);
  };
  const updates = new Map(changes.update.map((update) => [update.id, update]));
  for (const variant of stored) {
    if (deleting.has(variant.id)) continue;
    const update = updates.get(variant.id);
    place(update?.label ?? variant.label, { id: variant.id, price_paise: update?.price_paise ?? variant.price_paise });
  }
  const adds: CleanVariant[] = [];
  const addedLabels = new Set<string>();
  for (const add of changes.add) {
    if (addedLabels.has(add.label)) throw new BadRequestError(`Two new variants are labelled "${add.label}".`);
    addedLabels.add(add.label);
    const existing = final.get(add.label);
    const untouched = existing?.id !== undefined && !updating.has(existing.id);
    // Stored by an earlier try of this very save (same label, same price, not otherwise edited): already done.
    if (existing && untouched && existing.price_paise === add.price_paise) continue;
    place(add.label, { price_paise: add.price_paise });
    adds.push(add);
  }
  if (final.size > MAX_VARIANTS_PER_PRODUCT) {
    throw new BadRequestError(`A product can have at most ${MAX_VARIANTS_PER_PRODUCT} variants.`);
  }

  const storedLabelOwner = new Map(stored.map((variant) => [variant.label, variant.id]));
  const parks = changes.update.flatMap((update) => {
    const owner = storedLabelOwner.get(update.label);
    return owner !== undefined && owner !== update.id && !deleting.has(owner) ? [owner] : [];
  });
  return {
    deletes: changes.delete.filter((id) => byId.has(id)),
    parks,
    updates: changes.update.filter((update) => {
      const before = byId.get(update.id)!;
      return (
        parks.includes(update.id) ||
        before.label !== update.label ||
        before.price_paise !== update.price_paise ||
        (update.stock !== undefined && update.stock !== (before.stock ?? null)) ||
        (update.weight_grams !== undefined && update.weight_grams !== (before.weight_grams ?? null)) ||
        (update.mrp_paise !== undefined && update.mrp_paise !== (before.mrp_paise ?? null)) ||
        (update.sold_by_weight !== undefined && update.sold_by_weight !== (before.sold_by_weight ?? false)) ||
        (update.price_per_kg_paise !== undefined && update.price_per_kg_paise !== (before.price_per_kg_paise ?? null)) ||
        (update.tolerance_pct !== undefined && update.tolerance_pct !== (before.tolerance_pct ?? null))
      );
    }),
    adds,
  };
}

/** One save of a product at a time in this process: a double submit waits and then finds its work done. */
const productLocks = new KeyedLock();

/** Applies an Edit Product save; answers the product as saved. */
export async function saveProductEdit(id: string, edit: ProductEdit): Promise<ProductView> {
  const _id = toObjectId(id, 'That product no longer exists.');
  return productLocks.run(id, () => checkAndApply(_id, edit));
}

async function checkAndApply(_id: Types.ObjectId, edit: ProductEdit): Promise<ProductView> {
  const current = await ProductModel.findById(_id).lean<{
    name: string;
    description?: string | null;
    name_te?: string | null;
    description_te?: string | null;
    category?: string | null;
    image_url?: string | null;
    is_active?: boolean;
  }>();
  if (!current) throw new NotFoundError('That product no longer exists.');

  // Everything is checked before the first write.
  const name = edit.name === undefined ? current.name : cleanName(edit.name);
  const category = edit.category === undefined ? (current.category ?? '') : cleanCategory(edit.category);
  const description = edit.description === undefined ? (current.description ?? '') : edit.description.trim();
  const name_te = edit.name_te === undefined ? (current.name_te ?? '') : cleanTelugu(edit.name_te);
  const description_te = edit.description_te === undefined ? (current.description_te ?? '') : cleanTelugu(edit.description_te);
  // An unchanged image stays as it is, even an older product's external URL.
  const image_url =
    edit.image_url === undefined || edit.image_url.trim() === current.image_url ? (current.image_url ?? null) : await cleanImageUrl(edit.image_url);
  const is_active = edit.is_active ?? current.is_active !== false;
  const subscribable = edit.subscribable === undefined ? {} : { subscribable: edit.subscribable };
  const tax = { ...(edit.hsn !== undefined && { hsn: edit.hsn }), ...(edit.gst_rates !== undefined && { gst_rates: cleanGstRates(edit.gst_rates) }) };
  const changes = edit.variant_changes ?? {};
  const stored = await VariantModel.find({ product_id: _id }).lean<Array<{ _id: Types.ObjectId } & Omit<StoredVariant, 'id'>>>();
  const plan = planVariantWrites(
    stored.map(({ _id: variantId, ...variant }) => ({ id: variantId.toString(), ...variant })),
    {
      add: (changes.add ?? []).map(cleanVariant),
      update: (changes.update ?? []).map(({ id, ...variant }) => ({ id, ...cleanVariant(variant) })),
      delete: changes.delete ?? [],
    },
  );

  const saved: string[] = [];
  const step = async (what: string, write: () => Promise<void>) => {
    try {
      await write();
    } catch (err) {
      throw partialSave(saved, what, err);
    }
    saved.push(what);
  };
  try {
    await step('the product details', async () => {
      const write = () =>
        ProductModel.updateOne(
          { _id },
          {
            $set: {
              name,
              description,
              name_te,
              description_te,
              category,
              image_url,
              is_active,
              name_key: nameKey(name),
              sort_rank: sortRank(category, name),
              ...tax,
              ...subscribable,
            },
          },
        );
      // A new picture is checked again as it is taken (product-images.ts).
      const found = image_url !== null && image_url !== current.image_url ? await writeWithImage(image_url, write) : await write();
      if (found.matchedCount === 0) throw new NotFoundError('That product no longer exists.');
    });
    if (plan.deletes.length > 0) {
      await step(`the removal of ${plan.deletes.length === 1 ? 'a variant' : `${plan.deletes.length} variants`}`, async () => {
        const { deletedCount } = await VariantModel.deleteMany({ _id: { $in: plan.deletes.map((v) => new Types.ObjectId(v)) }, product_id: _id });
        for (let i = 0; i < deletedCount; i++) await variantPlaces.release(_id.toString());
      });
    }
    for (const parked of plan.parks) {
      await step('a label swap', () => setVariant(_id, parked, { label: parkedLabel(parked) }));
    }
    for (const { id: variantId, ...variant } of plan.updates) {
      await step(`the variant "${variant.label}"`, () => setVariant(_id, variantId, variant));
    }
    for (const variant of plan.adds) {
      await step(`the new variant "${variant.label}"`, async () => {
        // The cap was checked above; the place is taken too, so parallel adds elsewhere cannot pass it either.
        if (!(await variantPlaces.reserve(_id.toString()))) {
          throw new BadRequestError(`A product can have at most ${MAX_VARIANTS_PER_PRODUCT} variants.`);
        }
        try {
          await VariantModel.create({ product_id: _id, ...newVariantFields(variant) });
        } catch (err) {
          await variantPlaces.release(_id.toString());
          throw err;
        }
      });
    }
  } finally {
    if (saved.length > 0) await bumpCatalogueVersion();
  }
  if (current.image_url !== image_url) await releaseImage(current.image_url);
  return productView(_id);
}

async function setVariant(productId: Types.ObjectId, id: string, fields: Partial<CleanVariant>): Promise<void> {
  // Through the variant's lock, like the stock an order takes (stock.ts): a stock set here is never lost under it.
  const found = await transitionVariant(id, { product_id: productId }, { $set: fields });
  if (!found) throw new NotFoundError('it was removed meanwhile');
}

/**
 * A write failed after the checks passed. With nothing saved yet the failure is passed on as it is; otherwise the
 * answer names what was saved and what was not, and the admin's table (reloaded) shows the saved part.
 */
function partialSave(saved: string[], failed: string, err: unknown): unknown {
  if (saved.length === 0) return err;
  const unavailable = isDatabaseUnavailableError(err);
  const reason = isDuplicateKeyError(err)
    ? 'another variant has that label now'
    : unavailable
      ? 'the database did not answer; saving again finishes it'
      : err instanceof DomainError
        ? err.message
        : null;
  if (reason === null) return err; // unexpected: a 500, logged in full
  return new DomainError(unavailable ? 503 : 409, `Saved ${saved.join(', ')}; not saved: ${failed} (${reason}).`, { saved, failed });
}

import { Type } from 'typebox';
import { anyCaseOrSpacing, IdSchema, INVALID_MESSAGE, LimitQuery, OptionalPaginationQuery, PageQuery, WHITESPACE } from './common';
import { CATEGORY_NAMES, PRODUCT_CATEGORIES } from './enums';
import { GstRateSchema, GstRatesSchema, HsnSchema } from './bills';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG } from './search';

export const VariantSchema = Type.Object({
  id: Type.String(),
  product_id: Type.String(),
  label: Type.String(),
  price: Type.Number({ description: 'Rupees.' }),
  stock: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Units left; null = not tracked. Placing an order takes it, cancelling gives it back; 0 = sold out.',
  }),
  weight_grams: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Shipping weight of one unit in grams. Null: none yet (a label like "6 pcs"); such a variant cannot be ordered until an admin sets one.',
  }),
  mrp: Type.Union([Type.Number(), Type.Null()], {
    description:
      'Rupees: the printed maximum retail price, at least `price`, shown struck through beside it; null = none. Display only: what is charged is `price`.',
  }),
  sold_by_weight: Type.Boolean({
    description:
      'Billed on the weight packed: `weight_grams` is the nominal weight, `price` its price (price_per_kg × nominal kg); the order is placed at `price` and re-priced when packed (docs/weights.md).',
  }),
  price_per_kg: Type.Union([Type.Number(), Type.Null()], { description: 'Rupees per kg of a variant sold by weight; null otherwise.' }),
  tolerance_pct: Type.Union([Type.Integer(), Type.Null()], {
    description: 'How far (±%) the packed weight of a variant sold by weight may be from its nominal weight; null otherwise.',
  }),
});

export const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  name_te: Type.String({ description: 'The name in Telugu; empty when staff gave none (the shop then shows `name`).' }),
  description_te: Type.String({ description: 'The description in Telugu; empty when staff gave none.' }),
  image_url: Type.Union([Type.String(), Type.Null()]),
  // Documents the stored categories; typed as the views' plain string until they take the category type.
  category: Type.Unsafe<string>(Type.Enum(PRODUCT_CATEGORIES)),
  is_new: Type.Boolean({ description: 'Created within the last 30 days.' }),
  is_active: Type.Boolean({
    description: 'False: hidden by an admin — not in the shop, search or product pages, and not orderable; still in the admin list and in past orders.',
  }),
  subscribable: Type.Boolean({ description: 'Customers may subscribe to its variants for daily deliveries (docs/subscriptions.md).' }),
  created_at: Type.String({ format: 'date-time' }),
  variants: Type.Array(VariantSchema),
  hsn: Type.String({ description: 'The HSN code its bills print (docs/bills.md).' }),
  gst_rates: Type.Array(GstRateSchema, { description: 'Its GST rates, each from its day: a bill takes the one of its date.' }),
});

export const ProductListSchema = Type.Array(ProductSchema);

export const CatalogueQuerySchema = Type.Object(
  {
    page: PageQuery,
    limit: LimitQuery({ default: 12, maximum: 48 }),
    category: Type.Optional(
      Type.String({
        maxLength: 40,
        pattern: anyCaseOrSpacing(CATEGORY_NAMES, { orBlank: true }),
        [INVALID_MESSAGE]: 'We have no "{value}" category.',
        description: `A shelf: ${CATEGORY_NAMES.join(', ')} (any case, spaces ignored); blank = every product.`,
        examples: ['livebirds'],
      }),
    ),
  },
  { additionalProperties: false },
);

export const CataloguePageSchema = Type.Object({
  products: Type.Array(ProductSchema),
  totalPages: Type.Integer({ description: 'At least 1, even for an empty shelf.' }),
  page: Type.Integer(),
});

export const AdminProductsQuerySchema = Type.Object(
  {
    ...OptionalPaginationQuery,
    q: Type.Optional(Type.String({ maxLength: 100, description: 'Only products whose name contains this text (any case, taken literally).' })),
  },
  { additionalProperties: false },
);

const Name = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ maxLength: 2000 });
const NameTe = Type.String({ maxLength: 120, description: 'The name in Telugu (optional; empty = none).' });
const DescriptionTe = Type.String({ maxLength: 2000, description: 'The description in Telugu (optional; empty = none).' });
const Category = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: anyCaseOrSpacing(CATEGORY_NAMES),
  [INVALID_MESSAGE]: `Category must be one of: ${PRODUCT_CATEGORIES.join(', ')}.`,
  description: `Stored as one of ${PRODUCT_CATEGORIES.join(', ')}; any case, spaces ignored ("Dry Fruits"); meatpoultry = livebirds.`,
  examples: ['dryfruits'],
});
const IMAGE_URL_NOTE = 'An `imageUrl` from POST /api/admin/upload (/api/images/…); links to other sites are refused.';
const ImageUrl = Type.String({ minLength: 1, maxLength: 500, description: IMAGE_URL_NOTE });
/** A new product's picture: only an upload (an older product may keep the link it has: UpdateProductSchema). */
const UploadedImageUrl = Type.String({
  minLength: 1,
  maxLength: 500,
  description: IMAGE_URL_NOTE,
  pattern: `^[${WHITESPACE}]*/api/images/[0-9a-fA-F]{24}[${WHITESPACE}]*$`,
  [INVALID_MESSAGE]: 'Upload the product image to the store: pictures linked from other websites cannot be shown on its pages.',
});
const Label = Type.String({ minLength: 1, maxLength: 40, description: 'Carries the weight, e.g. 500g or 1kg.' });
const Price = Type.Number({
  exclusiveMinimum: 0,
  maximum: 1_000_000,
  multipleOf: 0.01,
  description: 'Rupees, at most 2 decimals.',
  [INVALID_MESSAGE]: 'Price must be more than 0 with at most 2 decimals.',
});

const Stock = Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()], {
  description: 'Units left; null (or left out on a new variant) = not tracked.',
});
const WeightGrams = Type.Integer({
  minimum: 1,
  maximum: 1_000_000,
  description: 'Shipping weight of one unit in grams; left out on a new variant = read from the label (500g, 1kg, 250ml, 1l).',
});
const IsActive = Type.Boolean({ description: 'False hides the product from the shop (default true).' });
const Subscribable = Type.Boolean({ description: 'True lets customers subscribe to its variants for daily deliveries (default false).' });
const Mrp = Type.Union(
  [
    Type.Number({
      exclusiveMinimum: 0,
      maximum: 1_000_000,
      multipleOf: 0.01,
      [INVALID_MESSAGE]: 'The MRP must be more than 0 with at most 2 decimals.',
    }),
    Type.Null(),
  ],
  { description: 'Rupees, at least `price`; null = none; left out keeps the stored one (a new variant: none).' },
);
/** The bounds of a weighed variant's tolerance (±%). */
export const TOLERANCE_PCT_MIN = 1;
export const TOLERANCE_PCT_MAX = 50;
export const TOLERANCE_PCT_DEFAULT = 10;

const SoldByWeight = Type.Boolean({
  description:
    'True: billed on the packed weight; `price_per_kg` is then required and `price` must equal price_per_kg × weight_grams / 1000 (to the paisa). Left out keeps the stored value (a new variant: false).',
});
const PricePerKg = Type.Union(
  [
    Type.Number({
      exclusiveMinimum: 0,
      maximum: 1_000_000,
      multipleOf: 0.01,
      [INVALID_MESSAGE]: 'The price per kg must be more than 0 with at most 2 decimals.',
    }),
    Type.Null(),
  ],
  { description: 'Rupees per kg of a variant sold by weight; null or left out when it is not sold by weight.' },
);
const TolerancePct = Type.Integer({
  minimum: TOLERANCE_PCT_MIN,
  maximum: TOLERANCE_PCT_MAX,
  description: `How far (±%) the packed weight may be from the nominal weight; default ${TOLERANCE_PCT_DEFAULT}.`,
  [INVALID_MESSAGE]: `The tolerance must be a whole number from ${TOLERANCE_PCT_MIN} to ${TOLERANCE_PCT_MAX} %.`,
});

const VariantFields = {
  label: Label,
  price: Price,
  stock: Type.Optional(Stock),
  weight_grams: Type.Optional(WeightGrams),
  mrp: Type.Optional(Mrp),
  sold_by_weight: Type.Optional(SoldByWeight),
  price_per_kg: Type.Optional(PricePerKg),
  tolerance_pct: Type.Optional(TolerancePct),
};

export const VariantInputSchema = Type.Object(VariantFields, { additionalProperties: false });

export const CreateProductSchema = Type.Object(
  {
    product: Type.Object(
      {
        name: Name,
        description: Type.Optional(Description),
        name_te: Type.Optional(NameTe),
        description_te: Type.Optional(DescriptionTe),
        category: Category,
        image_url: UploadedImageUrl,
        is_active: Type.Optional(IsActive),
        subscribable: Type.Optional(Subscribable),
        hsn: Type.Optional(HsnSchema),
        gst_rates: Type.Optional(GstRatesSchema),
      },
      { additionalProperties: false },
    ),
    variant: Type.Optional(Type.Union([VariantInputSchema, Type.Null()])),
  },
  { additionalProperties: false },
);

const VariantIdSchema = IdSchema;

/**
 * Edit Product: the four editable fields (each optional) and the variant changes, saved in one call. Older admin
 * clients sent the whole loaded product back; those loaded fields (id, is_new, created_at, variants) are still
 * accepted and ignored. Anything else is an error.
 */
export const UpdateProductSchema = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    name_te: Type.Optional(NameTe),
    description_te: Type.Optional(DescriptionTe),
    category: Type.Optional(Category),
    image_url: Type.Optional(ImageUrl),
    is_active: Type.Optional(IsActive),
    subscribable: Type.Optional(Subscribable),
    hsn: Type.Optional(HsnSchema),
    gst_rates: Type.Optional(GstRatesSchema),
    variant_changes: Type.Optional(
      Type.Object(
        {
          add: Type.Optional(Type.Array(VariantInputSchema, { maxItems: 20 })),
          update: Type.Optional(Type.Array(Type.Object({ id: VariantIdSchema, ...VariantFields }, { additionalProperties: false }), { maxItems: 20 })),
          delete: Type.Optional(Type.Array(VariantIdSchema, { maxItems: 20 })),
        },
        { additionalProperties: false },
      ),
    ),
    id: Type.Optional(Type.String({ maxLength: 64 })),
    _id: Type.Optional(Type.String({ maxLength: 64 })),
    is_new: Type.Optional(Type.Boolean()),
    created_at: Type.Optional(Type.String({ maxLength: 40 })),
    variants: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 100 })),
  },
  { additionalProperties: false },
);

export const CreateVariantSchema = Type.Object({ product_id: IdSchema, ...VariantFields }, { additionalProperties: false });

export const LowStockQuerySchema = Type.Object(
  { threshold: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 5 })) },
  { additionalProperties: false },
);

export const LowStockSchema = Type.Array(
  Type.Object({
    variant_id: Type.String(),
    product_id: Type.String(),
    product_name: Type.String(),
    label: Type.String(),
    stock: Type.Integer(),
    is_active: Type.Boolean(),
  }),
);

/* The shopper's product page and search. */

export const ProductPageSchema = Type.Object({
  product: Type.Object({
    ...ProductSchema.properties,
    variants: Type.Array(
      Type.Object({
        ...VariantSchema.properties,
        price_per_kg: Type.Union([Type.Number(), Type.Null()], {
          description:
            'Rupees per kg (or per litre): a variant sold by weight\'s own; otherwise from the weight in the label, null when the label names none (e.g. "6 pcs").',
        }),
      }),
    ),
  }),
  related: Type.Array(ProductSchema, { description: 'Up to 8 other products of the same shelf, in shelf order.' }),
});

export const SearchQuerySchema = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: SEARCH_MAX_LENGTH,
      description: `What the shopper typed, at most ${SEARCH_MAX_LENGTH} characters.`,
      [INVALID_MESSAGE]: { maxLength: SEARCH_TOO_LONG },
    }),
    page: PageQuery,
    limit: LimitQuery({ default: 12, maximum: 48 }),
  },
  { additionalProperties: false },
);

export const SearchPageSchema = Type.Object({
  products: Type.Array(ProductSchema),
  total: Type.Integer({ description: 'Matches over every page.' }),
  totalPages: Type.Integer({ description: 'At least 1, even without a match.' }),
  page: Type.Integer(),
});

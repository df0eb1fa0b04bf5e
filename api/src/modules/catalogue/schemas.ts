import { Type } from 'typebox';
import { LimitQuery, OptionalPaginationQuery, PageQuery } from '../../lib/schemas';

export const VariantSchema = Type.Object({
  id: Type.String(),
  product_id: Type.String(),
  label: Type.String(),
  price: Type.Number({ description: 'Rupees.' }),
});

export const ProductSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image_url: Type.Union([Type.String(), Type.Null()]),
  category: Type.String(),
  is_new: Type.Boolean({ description: 'Created within the last 30 days.' }),
  created_at: Type.String({ format: 'date-time' }),
  variants: Type.Array(VariantSchema),
});

export const CatalogueQuerySchema = Type.Object(
  {
    page: PageQuery,
    limit: LimitQuery({ default: 12, maximum: 48 }),
    category: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

export const CataloguePageSchema = Type.Object({
  products: Type.Array(ProductSchema),
  totalPages: Type.Integer({ description: 'At least 1, even for an empty shelf.' }),
  page: Type.Integer(),
});

export const AdminProductsQuerySchema = Type.Object(OptionalPaginationQuery, { additionalProperties: false });

const Name = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ maxLength: 2000 });
const Category = Type.String({ minLength: 1, maxLength: 40 });
const ImageUrl = Type.String({
  minLength: 1,
  maxLength: 500,
  description: 'An `imageUrl` from POST /api/admin/upload (/api/images/…); links to other sites are refused.',
});
const Label = Type.String({ minLength: 1, maxLength: 40, description: 'Carries the weight, e.g. 500g or 1kg.' });
const Price = Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'Rupees, at most 2 decimals.' });

export const VariantInputSchema = Type.Object({ label: Label, price: Price }, { additionalProperties: false });

export const CreateProductSchema = Type.Object(
  {
    product: Type.Object(
      { name: Name, description: Type.Optional(Description), category: Category, image_url: ImageUrl },
      { additionalProperties: false },
    ),
    variant: Type.Optional(Type.Union([VariantInputSchema, Type.Null()])),
  },
  { additionalProperties: false },
);

const VariantIdSchema = Type.String({ minLength: 1, maxLength: 64 });

/**
 * Edit Product: the four editable fields (each optional) and the variant changes, saved in one call. Older admin
 * clients sent the whole loaded product back; those loaded fields (id, is_new, created_at, variants) are still
 * accepted and ignored. Anything else is an error.
 */
export const UpdateProductSchema = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    category: Type.Optional(Category),
    image_url: Type.Optional(ImageUrl),
    variant_changes: Type.Optional(
      Type.Object(
        {
          add: Type.Optional(Type.Array(VariantInputSchema, { maxItems: 20 })),
          update: Type.Optional(
            Type.Array(Type.Object({ id: VariantIdSchema, label: Label, price: Price }, { additionalProperties: false }), { maxItems: 20 }),
          ),
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

export const CreateVariantSchema = Type.Object(
  { product_id: Type.String({ minLength: 1, maxLength: 64 }), label: Label, price: Price },
  { additionalProperties: false },
);

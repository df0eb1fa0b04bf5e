import { Type } from 'typebox';
import { LimitQuery, PageQuery } from '../../lib/schemas';
import { ProductSchema, VariantSchema } from './schemas';

export const ProductPageSchema = Type.Object({
  product: Type.Object({
    ...ProductSchema.properties,
    variants: Type.Array(
      Type.Object({
        ...VariantSchema.properties,
        price_per_kg: Type.Union([Type.Number(), Type.Null()], {
          description: 'Rupees per kg (or per litre), from the weight in the label; null when the label names none (e.g. "6 pcs").',
        }),
      }),
    ),
  }),
  related: Type.Array(ProductSchema, { description: 'Up to 8 other products of the same shelf, in shelf order.' }),
});

export const SearchQuerySchema = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: 100, description: 'What the shopper typed.' }),
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

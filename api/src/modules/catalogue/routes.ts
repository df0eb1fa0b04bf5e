import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParamsSchema, MessageSchema } from '@farm-store/contracts/common';
import {
  AdminProductsQuerySchema,
  CataloguePageSchema,
  CatalogueQuerySchema,
  CreateProductSchema,
  CreateVariantSchema,
  LowStockQuerySchema,
  LowStockSchema,
  ProductListSchema,
  ProductSchema,
  UpdateProductSchema,
  VariantInputSchema,
  VariantSchema,
} from '@farm-store/contracts/catalogue';
import { saveProductEdit } from './product-edit';
import { listAllProducts, listLowStock } from './admin-reads';
import { bumpCatalogueVersion } from './catalogue-version';
import { getCataloguePage } from './page-cache';
import { createProduct, createVariant, deleteProduct, deleteVariant, updateVariant } from './product-writes';
import { replyCached } from './cached-reply';
import shopperReadRoutes from './shopper-read-routes';
import { backfillVariantWeights } from './weight-backfill';
import { audited } from '../audit/plugin';

const admin = [{ admin: [] }];

/** Shopper catalogue (public, cached) and catalogue management (admin). */
const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(shopperReadRoutes);
  // Variants stored before weights existed get theirs from their labels, once (weight-backfill.ts).
  app.addHook('onReady', async () => {
    if ((await backfillVariantWeights()) > 0) await bumpCatalogueVersion();
  });

  app.get(
    '/products',
    {
      // The hottest route: no info-level line per request (errors and warnings are still logged).
      logLevel: 'warn',
      schema: {
        tags: ['catalogue'],
        summary: 'One page of the catalogue',
        description: [
          'Products with their variants (cheapest first), 12 per page by default, at most 48.',
          '`category` is lower-cased with spaces removed; `meatpoultry` means `livebirds`; the live-birds shelf also',
          'shows products filed under `meat` (and `meat` alone shows only those); an unknown category is a 400;',
          'no category lists every product grouped by category.',
          "Order within a shelf: the shelf's name priority (meat: sonali, kadaknath, turkey, guinea fowl, duck, rabbit, goat;",
          'pickles: country chicken, chicken, mutton, prawn, fish, seafood — case-insensitive part of the name), then name.',
          '`totalPages` is at least 1; a page past the end answers an empty list.',
          'Answered from an in-memory cache: a write is visible at once on the API process that made it and within',
          'about one second on the others. Send the ETag back in If-None-Match to get 304.',
        ].join(' '),
        querystring: CatalogueQuerySchema,
        response: { 200: CataloguePageSchema, 304: Type.Null(), ...errorResponses(400) },
      },
    },
    // Not async: a cache hit is answered in the same tick, without a promise (a miss returns one).
    (request, reply) => replyCached(reply, getCataloguePage(request.query)),
  );

  app.get(
    '/admin/products',
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Every product with its variants, or one page of them',
        description: [
          'Newest first, hidden products included. Without `page`, `limit` or `q` every product is answered; with any of them',
          'one page (`limit` defaults to 50). `q` keeps the products whose name contains the text, ignoring case; it is',
          'taken literally (no patterns). The number of matching products is in the `x-total-count` header, so pages',
          'are ceil(total / limit); a page past the end answers an empty list.',
        ].join(' '),
        security: admin,
        querystring: AdminProductsQuerySchema,
        response: { 200: ProductListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { products, total } = await listAllProducts(request.query);
      reply.header('x-total-count', String(total));
      return products;
    },
  );

  app.get(
    '/admin/products/low-stock',
    {
      preHandler: app.requireStaff('catalogue'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Variants running out',
        description:
          'Counted variants (stock not null) with `threshold` (default 5) or fewer left, fewest first, hidden products included (flagged by `is_active`); at most 200.',
        security: admin,
        querystring: LowStockQuerySchema,
        response: { 200: LowStockSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listLowStock(request.query.threshold ?? 5),
  );

  app.post(
    '/admin/products',
    {
      preHandler: app.requireStaff('catalogue'),
      config: audited('product.create', 'product'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Create a product, optionally with its first variant',
        description: [
          'Name, category and image_url are required; description and the Telugu `name_te` and `description_te` are',
          'optional (trimmed; empty = none, and the shop shows the English).',
          'Category is lower-cased with spaces removed and must be one of livebirds, pickles, dairy, dryfruits, oils,',
          'millets, meat, eggs (`meatpoultry` is taken as livebirds). image_url must be an uploaded image that still exists (409 if it is gone).',
          'Variant: label 1–40 characters, price more than 0 with at most 2 decimals; a product has at most 20 variants.',
          '`stock`: units left (whole number), or null/left out = not tracked. `weight_grams`: shipping weight of one unit;',
          'left out = read from the label (500g, 1kg, 250ml, 1l); a label without a weight ("6 pcs") leaves it null and the',
          'variant cannot be ordered until one is set. `mrp`: the printed MRP in rupees, at least the price (400',
          'otherwise), shown struck through beside it; null or left out = none. `is_active: false` creates the product',
          'hidden from the shop.',
        ].join(' '),
        security: admin,
        body: CreateProductSchema,
        response: { 201: ProductSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { product, variant } = request.body;
      return reply.status(201).send(await createProduct(product, variant ?? null));
    },
  );

  app.put(
    '/admin/products/:id',
    {
      preHandler: app.requireStaff('catalogue'),
      config: audited('product.update', 'product'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Edit a product and its variants in one call',
        description: [
          'Updates name, description, category and image_url (each optional, same rules as create; an unchanged',
          'image_url is kept even if it is an older external link) and applies `variant_changes`: `add` new',
          'variants, `update` existing ones by id, `delete` ids. Everything is checked before anything is written:',
          'bad values → 400; a label the product would have twice → 409; a changed variant already deleted → 409;',
          'more than 20 variants → 400. Repeating the same request is harmless: deleted ids already gone are skipped',
          'and an added variant already stored with the same label and price is not added twice. Should a write still',
          'fail halfway (database outage, another admin’s change), the answer (409 or 503) names what was saved',
          '(`saved`) and what was not (`failed`). An image replaced here is deleted once no product uses it.',
          '`is_active: false` hides the product from the shop, search, product pages and checkout (a cart holding it is',
          'told it is no longer available); past orders keep it. A variant’s `stock` (whole number, or null = not',
          'tracked) replaces the count — set while no order is taking stock of that variant — and `weight_grams`',
          '(positive whole grams) is what shipping uses; `mrp` (rupees, at least the price; null = none) likewise; each',
          'left out keeps its value (an MRP kept must still be at least the new price).',
        ].join(' '),
        security: admin,
        params: IdParamsSchema,
        body: UpdateProductSchema,
        response: { 200: ProductSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => saveProductEdit(request.params.id, request.body),
  );

  app.delete(
    '/admin/products/:id',
    {
      preHandler: app.requireStaff('catalogue'),
      config: audited('product.delete', 'product'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Delete a product with its variants',
        description: 'Also deletes its uploaded image when no other product uses it. Orders already placed keep their own copy of names and prices.',
        security: admin,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteProduct(request.params.id);
      return { msg: 'Product deleted.' };
    },
  );

  app.post(
    '/admin/variants',
    {
      preHandler: app.requireStaff('catalogue'),
      config: audited('variant.create', 'variant'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Add a variant to a product',
        description:
          'Label 1–40 characters (trimmed, unique within the product: a duplicate is 409), price more than 0 with at most 2 decimals; at most 20 variants per product; unknown product → 404.',
        security: admin,
        body: CreateVariantSchema,
        response: { 201: VariantSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await createVariant(request.body)),
  );

  app.put(
    '/admin/variants/:id',
    {
      preHandler: app.requireStaff('catalogue'),
      config: audited('variant.update', 'variant'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Change a variant’s label and price',
        description: 'Same rules as adding one. Orders already placed keep the price they were sold at.',
        security: admin,
        params: IdParamsSchema,
        body: VariantInputSchema,
        response: { 200: VariantSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateVariant(request.params.id, request.body),
  );

  app.delete(
    '/admin/variants/:id',
    {
      preHandler: app.requireStaff('catalogue'),
      config: audited('variant.delete', 'variant'),
      schema: {
        tags: ['admin catalogue'],
        summary: 'Delete a variant',
        security: admin,
        params: IdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteVariant(request.params.id);
      return { msg: 'Variant deleted.' };
    },
  );
};

export default catalogueRoutes;

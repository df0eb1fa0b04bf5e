import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, IdParamsSchema } from '@farm-store/contracts/common';
import { replyCached } from './cached-reply';
import { ProductPageSchema, SearchPageSchema, SearchQuerySchema } from '@farm-store/contracts/catalogue';
import { getProductPage, searchProducts } from './shopper-reads';

const CACHED = [
  'Answered from the in-memory catalogue of the API process, rebuilt when the catalogue changes: a write is visible',
  'at once on the API process that made it and within about one second on the others. Send the ETag back in',
  'If-None-Match to get 304.',
].join(' ');

/** The shopper's product page and store-wide search (public, cached like the catalogue pages). */
const shopperReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/products/search',
    {
      logLevel: 'warn',
      schema: {
        tags: ['catalogue'],
        summary: 'Search every shelf',
        description: [
          'Products whose name, shelf name or description (each in English or Telugu) contains every word of `q`,',
          'ignoring case and accents. Best first: the name starts with `q`; every word starts a word of the name; every',
          'word is inside the name; every word starts a word of the name or the shelf; found in the description; last,',
          'found once a word is read as a Telugu word for a product ("kodi", "నెయ్యి" → chicken, ghee) or as a slip of',
          'typing (a word of 4–7 letters one edit from a word of a name or shelf, of 8 or more two: "chiken").',
          '`q` longer than 80 characters is a 400.',
          'Within a rank, catalogue order. 12 per page by default, at most 48; a page past the end is an empty list.',
          CACHED,
        ].join(' '),
        querystring: SearchQuerySchema,
        response: { 200: SearchPageSchema, 304: Type.Null(), ...errorResponses(400) },
      },
    },
    (request, reply) => replyCached(reply, searchProducts(request.query)),
  );

  app.get(
    '/products/:id',
    {
      logLevel: 'warn',
      schema: {
        tags: ['catalogue'],
        summary: 'One product, for its product page',
        description: [
          'The product with its variants (cheapest first), each with its price per kg (per litre for ml/l labels)',
          'computed from the weight in its label, and up to 8 other products of the same shelf (`related`).',
          'An unknown id is a 404.',
          CACHED,
        ].join(' '),
        params: IdParamsSchema,
        response: { 200: ProductPageSchema, 304: Type.Null(), ...errorResponses(404) },
      },
    },
    (request, reply) => replyCached(reply, getProductPage(request.params.id)),
  );
};

export default shopperReadRoutes;

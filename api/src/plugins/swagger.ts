import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorResponses } from '@farm-store/contracts/common';
import { commonErrorCodes } from '../lib/error-codes';

/**
 * OpenAPI document generated from the route schemas, browsable at /api/docs — only where API_DOCS is on (by
 * default everywhere but production, where the map of every route stays private unless the operator opts in).
 */
export default fp<{ enabled: boolean }>(
  async (app, { enabled }) => {
    // Every route's responses list the `{ msg }` errors a route of its kind can answer (lib/schemas.ts), besides the
    // ones it declares itself; done here for all routes, docs on or off, so answers are serialised alike.
    app.addHook('onRoute', (route) => {
      if (!route.schema || route.schema.hide) return;
      const response: Record<string, object> = { ...errorResponses(...commonErrorCodes(route)), ...(route.schema.response as object) };
      // A route that answers another type (the CSV export) still answers its errors in JSON: say so per status.
      if (route.schema.produces && !route.schema.produces.includes('application/json')) {
        for (const [code, schema] of Object.entries(response)) {
          const { description, headers, content } = schema as { description?: string; headers?: unknown; content?: unknown };
          if (Number(code) < 400 || content) continue;
          response[code] = { description, headers, content: { 'application/json': { schema } } };
        }
      }
      route.schema = { ...route.schema, response, ...optionalDefaults(route.schema.querystring) };
    });
    if (!enabled) return;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: "Nature's Nest Farms store API",
          version: '1.0.0',
          description: [
            'API of the farm store: customers, catalogue, checkout, orders, admin and delivery partners.',
            'Errors always answer JSON `{ "msg": "..." }` in plain words.',
            'Money: prices and totals are rupees with at most two decimals in requests and responses; the server',
            'computes every price and total itself from the catalogue (integer paise inside).',
            'Sessions: customer token in `x-auth-token`, admin token in `x-admin-token`, partner token in `x-partner-token`.',
          ].join(' '),
        },
        components: {
          securitySchemes: {
            customer: { type: 'apiKey', in: 'header', name: 'x-auth-token' },
            admin: { type: 'apiKey', in: 'header', name: 'x-admin-token' },
            partner: { type: 'apiKey', in: 'header', name: 'x-partner-token' },
          },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The docs page sets a few inline styles of its own at run time; its scripts stay hash-pinned.
      transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    });
  },
  { name: 'swagger' },
);

/**
 * A query parameter with a default (page, limit) need not be sent, so the document must not call it required; the
 * validator fills the default in either way (plugins/validation.ts), so this changes what is said, not what is taken.
 */
function optionalDefaults(querystring: unknown): { querystring?: object } {
  const schema = querystring as { properties?: Record<string, { default?: unknown }>; required?: string[] } | undefined;
  if (!schema?.properties || !schema.required) return {};
  const required = schema.required.filter((name) => schema.properties![name]?.default === undefined);
  return required.length === schema.required.length ? {} : { querystring: { ...schema, required } };
}

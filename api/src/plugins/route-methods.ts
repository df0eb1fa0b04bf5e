import fp from 'fastify-plugin';
import Ajv, { type ValidateFunction } from 'ajv';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The methods some route answers at this path (HEAD wherever GET is), in a fixed order; empty for an unknown
     * path. A route whose path parameters the path does not fit (`/admin/orders/assign` for `/admin/orders/:id`)
     * does not count: that request would only be refused.
     */
    allowedMethods(path: string): string[];
  }
}

/** What the second router keeps of a route: a check of its path parameters, compiled on first use. */
interface ParamsCheck {
  schema?: object;
  validate?: ValidateFunction;
}

/**
 * A second router that knows only which paths each method has, so that a request the real router did not match can
 * be told apart: a path that exists with other methods answers 405 with `Allow` (plugins/error-handler.ts), one that
 * does not answers 404. Fastify's own router cannot be asked this for a concrete path.
 */
export default fp(
  async (app) => {
    const paths = FindMyWay({ maxParamLength: Number.MAX_SAFE_INTEGER });
    const methods = new Set<HTTPMethod>();
    // Path parameters arrive as text and are coerced, as in plugins/validation.ts.
    const ajv = new Ajv({ coerceTypes: 'array', strict: false });
    const noop = () => undefined;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat().map((m) => m.toUpperCase() as HTTPMethod)) {
        methods.add(method);
        const check: ParamsCheck = {
          schema: route.schema?.params as object | undefined,
        };
        if (!paths.hasRoute(method, route.url)) paths.on(method, route.url, noop, check);
      }
    });
    const fits = (method: HTTPMethod, path: string) => {
      const found = paths.find(method, path);
      if (!found) return false;
      const check = found.store as ParamsCheck;
      if (!check.schema) return true;
      check.validate ??= ajv.compile(check.schema);
      return check.validate({ ...found.params });
    };
    app.decorate('allowedMethods', (path: string) => [...methods].sort().filter((m) => fits(m, path)));
  },
  { name: 'route-methods' },
);

import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this path (HEAD wherever GET is), in a fixed order; empty for an unknown path. */
    allowedMethods(path: string): string[];
  }
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
    const noop = () => undefined;
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat().map((m) => m.toUpperCase() as HTTPMethod)) {
        methods.add(method);
        if (!paths.hasRoute(method, route.url)) paths.on(method, route.url, noop);
      }
    });
    app.decorate('allowedMethods', (path: string) => [...methods].sort().filter((m) => paths.find(m, path) !== null));
  },
  { name: 'route-methods' },
);

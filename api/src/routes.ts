import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './modules/health/routes';

/** Every domain's routes, mounted under /api by app.ts. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};

export default routes;

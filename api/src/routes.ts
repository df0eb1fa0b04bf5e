import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './modules/health/routes';
import accountsRoutes from './modules/accounts/routes';
import addressesRoutes from './modules/addresses/routes';

/** Every domain's routes, mounted under /api by app.ts. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(addressesRoutes);
};

export default routes;

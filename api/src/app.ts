import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { serverOptions } from './server-options';
import validation from './plugins/validation';
import errorHandler from './plugins/error-handler';
import security from './plugins/security';
import swagger from './plugins/swagger';
import db from './plugins/db';
import auth from './plugins/auth';
import routes from './routes';

/** What the app needs from outside besides configuration; tests inject fakes for what cannot run here. */
export interface AppDependencies {}

/**
 * Builds the whole API (not listening). Used by server.ts and by the tests, so both run the same
 * plugins with the same server options.
 */
export async function buildApp(config: Config, _deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(validation);
  await app.register(errorHandler);
  await app.register(security, { config });
  await app.register(swagger);
  await app.register(db, { uri: config.MONGODB_URI });
  await app.register(auth, { config });
  await app.register(routes, { prefix: '/api' });

  return app;
}

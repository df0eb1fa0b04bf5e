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
import sms, { type TwilioHttpClient } from './plugins/sms';
import { ensureAdmin } from './modules/accounts/admin-service';
import { sessionChecks } from './modules/accounts/sessions';
import { roleMay } from './modules/accounts/roles';
import { partnerSessionAccounts } from './modules/partners/queries';
import { findStoredOrder } from './modules/orders/queries';
import images from './plugins/images';
import { productImagesInUse, whileNoImageIsDeleted } from './modules/catalogue/product-images';
import { sweepUnusedImages } from './modules/images/unused-sweep';
import notifications from './modules/notifications/plugin';
import audit from './modules/audit/plugin';
import { auditTargets } from './audit-targets';
import routes from './routes';
import { createPaymentGateway } from './modules/payments/gateway';
import { usePaymentGateway } from './modules/payments/service';
import { useDefaultTileUrl } from './modules/doorstep/service';
import { doorPhotosInUse } from './modules/orders/handover';
import { complaintPhotosInUse } from './modules/complaints/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration, for routes that need a setting (e.g. OUTSTATION_DELIVERY_DAYS). */
    config: Config;
  }
}

/** What the app needs from outside besides configuration; tests inject fakes for what cannot run here. */
export interface AppDependencies {
  /** Stands in for twilio's HTTP client, so tests see the SMS request the real SDK would send. */
  twilioHttpClient?: TwilioHttpClient;
}

/**
 * Builds the whole API (not listening). Used by server.ts and by the tests, so both run the same
 * plugins with the same server options.
 */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('config', config);

  await app.register(validation);
  await app.register(errorHandler);
  await app.register(security, { config });
  await app.register(swagger, { enabled: config.API_DOCS === true });
  await app.register(db, { uri: config.MONGODB_URI });
  // A plugin or module that cannot import the module answering for it gets that answer passed in here
  // (api/README.md "Modules"): auth from accounts, accounts from partners, the outbox from orders, audit from six domains.
  const { checkSession, checkSessions } = sessionChecks(partnerSessionAccounts);
  await app.register(auth, { config, checkSession, roleMay });
  await app.register(sms, { config, httpClient: deps.twilioHttpClient });
  // An image is in use while a product shows it or an order keeps it (a photo taken at the door).
  const imagesInUse = async (urls: string[]) =>
    new Set([...(await productImagesInUse(urls)), ...(await doorPhotosInUse(urls)), ...(await complaintPhotosInUse(urls))]);
  await app.register(images, { config, sweepUnusedImages: () => whileNoImageIsDeleted(() => sweepUnusedImages(imagesInUse)) });
  await app.register(notifications, { config, checkSessions, findOrder: findStoredOrder });
  // Before the routes: its onRoute hook wires every route that declares `config: audited(…)`.
  await app.register(audit, { targets: auditTargets });
  // The store's Razorpay account (none without keys: Pay now is then not offered).
  usePaymentGateway(createPaymentGateway(config));
  useDefaultTileUrl(config.MAP_TILE_URL);
  await app.register(routes, { prefix: '/api' });
  // The first admin account comes from ADMIN_USERNAME / ADMIN_PASSWORD; an existing one is kept.
  app.addHook('onReady', () => ensureAdmin(config));

  return app;
}

import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './modules/health/routes';
import accountsRoutes from './modules/accounts/routes';
import addressesRoutes from './modules/addresses/routes';
import partnersRoutes from './modules/partners/routes';
import inquiriesRoutes from './modules/inquiries/routes';
import catalogueRoutes from './modules/catalogue/routes';
import imagesRoutes from './modules/images/routes';
import couponRoutes from './modules/coupons/routes';
import orderRoutes from './modules/orders/routes';
import slotRoutes from './modules/slots/routes';
import adminOrderRoutes from './modules/orders/admin-routes';
import deliveryRoutes from './modules/delivery/routes';
import adminStatsRoutes from './modules/admin-stats/routes';
import notificationRoutes from './modules/notifications/routes';
import staffRoutes from './modules/accounts/staff-routes';
import customerSettingsRoutes from './modules/accounts/customer-settings-routes';
import auditRoutes from './modules/audit/routes';
import customerDataRoutes from './flows/customer-data-routes';
import paymentRoutes from './modules/payments/routes';
import { isFirstOrder, ordersInHandOf } from './modules/orders/service';
import { applyPaymentEvent, expireUnpaidOrders } from './modules/orders/payments';
import { ordersForPayments } from './modules/orders/queries';

/** Every domain's routes, mounted under /api by app.ts. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(addressesRoutes);
  await app.register(partnersRoutes, { ordersInHandOf });
  await app.register(inquiriesRoutes);
  await app.register(catalogueRoutes);
  await app.register(imagesRoutes);
  await app.register(couponRoutes, { isFirstOrder });
  await app.register(slotRoutes);
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(paymentRoutes, { applyEvent: applyPaymentEvent, expireUnpaid: expireUnpaidOrders, readOrders: ordersForPayments });
  await app.register(deliveryRoutes);
  await app.register(adminStatsRoutes);
  await app.register(notificationRoutes);
  await app.register(staffRoutes);
  await app.register(customerSettingsRoutes);
  await app.register(customerDataRoutes);
  await app.register(auditRoutes);
};

export default routes;

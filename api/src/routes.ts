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
import orderBillRoutes from './modules/orders/bill-routes';
import deliveryRoutes from './modules/delivery/routes';
import adminStatsRoutes from './modules/admin-stats/routes';
import notificationRoutes from './modules/notifications/routes';
import staffRoutes from './modules/accounts/staff-routes';
import customerSettingsRoutes from './modules/accounts/customer-settings-routes';
import auditRoutes from './modules/audit/routes';
import customerDataRoutes from './flows/customer-data-routes';
import paymentRoutes from './modules/payments/routes';
import doorstepRoutes from './modules/doorstep/routes';
import storeCreditRoutes from './modules/store-credit/routes';
import ratingsRoutes from './modules/ratings/routes';
import complaintRoutes from './modules/complaints/routes';
import billRoutes from './modules/bills/routes';
import subscriptionRoutes from './modules/subscriptions/routes';
import adminSubscriptionRoutes from './modules/subscriptions/admin-routes';
import { onPartnerPosition } from './modules/orders/tracking';
import { isFirstOrder, ordersInHandOf } from './modules/orders/service';
import { applyPaymentEvent, expireUnpaidOrders } from './modules/orders/payments';
import { ordersForPayments } from './modules/orders/queries';
import { isCustomerId } from './modules/accounts/service';
import { applyTopUpEvent, expireTopUps } from './modules/store-credit/top-ups';
import type { PaymentEvent } from './modules/payments/gateway';

/** A webhook event pays a store-credit top-up or, when it is about none, an order. */
const applyEvent = async (e: PaymentEvent) => {
  if (!(await applyTopUpEvent(e))) await applyPaymentEvent(e);
};
const expireUnpaid = () => Promise.all([expireUnpaidOrders(), expireTopUps()]);

/** Every domain's routes, mounted under /api by app.ts. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(addressesRoutes);
  await app.register(partnersRoutes, { ordersInHandOf, onPosition: onPartnerPosition });
  await app.register(doorstepRoutes);
  await app.register(inquiriesRoutes);
  await app.register(catalogueRoutes);
  await app.register(imagesRoutes);
  await app.register(couponRoutes, { isFirstOrder });
  await app.register(slotRoutes);
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(orderBillRoutes);
  await app.register(complaintRoutes);
  await app.register(subscriptionRoutes);
  await app.register(adminSubscriptionRoutes);
  await app.register(billRoutes);
  await app.register(paymentRoutes, { applyEvent, expireUnpaid, readOrders: ordersForPayments });
  await app.register(deliveryRoutes);
  await app.register(adminStatsRoutes);
  await app.register(ratingsRoutes);
  await app.register(notificationRoutes);
  await app.register(staffRoutes);
  await app.register(customerSettingsRoutes);
  await app.register(storeCreditRoutes, { isCustomer: isCustomerId });
  await app.register(customerDataRoutes);
  await app.register(auditRoutes);
};

export default routes;

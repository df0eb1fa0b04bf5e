import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { eventStream } from '@farm-store/shared-ui/host/testing';
import * as data from './fixtures';

/** Default answers for every test; override per test with `server.use(...)`. */
export const handlers = [
  http.get('/api/health', () => HttpResponse.json({ status: 'ok', db: 'up' })),
  http.get('/api/admin/stats', () => HttpResponse.json(data.stats)),
  http.get('/api/admin/products', () => HttpResponse.json(data.products)),
  http.get('/api/admin/products/low-stock', () => HttpResponse.json([])),
  http.get('/api/admin/ratings', () => HttpResponse.json([])),
  http.get('/api/admin/users', () => HttpResponse.json(data.users)),
  http.get('/api/admin/orders', () => HttpResponse.json(data.orderPage)),
  http.get('/api/admin/delivery-partners', () => HttpResponse.json(data.partners)),
  http.get('/api/admin/coupons', () => HttpResponse.json(data.coupons)),
  http.get('/api/admin/inquiries', () => HttpResponse.json(data.inquiries)),
  http.get('/api/admin/complaints', () => HttpResponse.json({ complaints: [] })),
  http.get('/api/admin/notifications/failed', () => HttpResponse.json([])),
  http.get('/api/admin/slots', () => HttpResponse.json(data.slotFillList)),
  http.get('/api/admin/slots/settings', () => HttpResponse.json(data.slotSettings)),
  http.get('/api/admin/payments', () => HttpResponse.json(data.paymentsReport)),
  http.get('/api/admin/payments/settings', () => HttpResponse.json(data.paymentSettings)),
  http.get('/api/admin/delivery-settings', () => HttpResponse.json(data.deliverySettings)),
  http.get('/api/admin/handover-overrides', () => HttpResponse.json([])),
  http.get('/api/admin/store-settings', () => HttpResponse.json(data.storeSettings)),
  http.get('/api/admin/subscriptions', () => HttpResponse.json(data.subscriptionPage)),
  http.get('/api/admin/subscriptions/load', () => HttpResponse.json(data.subscriptionLoad)),
  // The live order stream: open and quiet (tests that need events write their own).
  http.get('/api/admin/events', () => new HttpResponse(eventStream(), { headers: { 'content-type': 'text/event-stream' } })),
];

export const server = setupServer(...handlers);

/** The orders API answering with `list`, recording each query string it was asked. */
export function serveOrders(list = data.orders, totalPages = 1) {
  const queries: string[] = [];
  server.use(
    http.get('/api/admin/orders', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      return HttpResponse.json({ ...data.orderPage, orders: list, totalPages, page: Number(url.searchParams.get('page')) });
    }),
  );
  return queries;
}

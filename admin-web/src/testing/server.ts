import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as data from './fixtures';

/** Default answers for every test; override per test with `server.use(...)`. */
export const handlers = [
  http.get('/api/health', () => HttpResponse.json({ status: 'ok' })),
  http.get('/api/admin/stats', () => HttpResponse.json(data.stats)),
  http.get('/api/admin/products', () => HttpResponse.json(data.products)),
  http.get('/api/admin/users', () => HttpResponse.json(data.users)),
  http.get('/api/admin/orders', () => HttpResponse.json(data.orderPage)),
  http.get('/api/admin/delivery-partners', () => HttpResponse.json(data.partners)),
  http.get('/api/admin/coupons', () => HttpResponse.json(data.coupons)),
  http.get('/api/admin/inquiries', () => HttpResponse.json(data.inquiries)),
];

export const server = setupServer(...handlers);

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { addresses, coupons, hyderabadZone, kadaknath, quote, turkey } from './fixtures';

/** Default answers for every test; override per test with `server.use(...)`. */
export const handlers = [
  http.get('/api/products', () => HttpResponse.json({ products: [kadaknath, turkey], totalPages: 2, page: 1 })),
  http.get('/api/addresses', () => HttpResponse.json(addresses)),
  http.get('/api/delivery-zone', () => HttpResponse.json(hyderabadZone)),
  http.get('/api/orders', () => HttpResponse.json([])),
  http.get('/api/me/preferences', () => HttpResponse.json({ orderMessages: true, language: null })),
  http.get('/api/coupons/public', () => HttpResponse.json(coupons)),
  http.post('/api/orders/quote', () => HttpResponse.json(quote())),
];

export const server = setupServer(...handlers);

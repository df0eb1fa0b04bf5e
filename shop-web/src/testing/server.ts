import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { addresses, coupons, hyderabadZone, kadaknath, paymentOptions, quote, slot, slotsAnswer, turkey } from './fixtures';

/** Default answers for every test; override per test with `server.use(...)`. */
export const handlers = [
  http.get('/api/products', () => HttpResponse.json({ products: [kadaknath, turkey], totalPages: 2, page: 1 })),
  http.get('/api/addresses', () => HttpResponse.json(addresses)),
  http.get('/api/delivery-zone', () => HttpResponse.json(hyderabadZone)),
  http.get('/api/orders', () => HttpResponse.json([])),
  http.get('/api/me/preferences', () => HttpResponse.json({ orderMessages: true, language: null })),
  http.get('/api/coupons/public', () => HttpResponse.json(coupons)),
  http.post('/api/orders/quote', () => HttpResponse.json(quote())),
  http.get('/api/payments/options', () => HttpResponse.json(paymentOptions())),
  http.get('/api/slots', () => HttpResponse.json(slotsAnswer())),
  http.post('/api/slots/hold', () => HttpResponse.json({ slot: slot(), expires_at: '2026-11-28T00:10:00.000Z' })),
];

export const server = setupServer(...handlers);

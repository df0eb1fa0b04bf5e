import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { eventStream } from '@farm-store/shared-ui/host/testing';
import { addresses, coupons, hyderabadZone, kadaknath, mapConfig, paymentOptions, quote, slot, slotsAnswer, track, turkey } from './fixtures';

/** Default answers for every test; override per test with `server.use(...)`. */
export const handlers = [
  http.get('/api/products', () => HttpResponse.json({ products: [kadaknath, turkey], totalPages: 2, page: 1 })),
  http.get('/api/addresses', () => HttpResponse.json(addresses)),
  http.get('/api/delivery-zone', () => HttpResponse.json(hyderabadZone)),
  http.get('/api/orders', () => HttpResponse.json([])),
  http.get('/api/me/preferences', () => HttpResponse.json({ orderMessages: true, language: null, refundTo: 'original' })),
  http.get('/api/me/store-credit', () => HttpResponse.json({ balance: 0, entries: [] })),
  http.get('/api/subscriptions', () => HttpResponse.json([])),
  // A store without the balance read yet: the low-balance banner stays away.
  http.get('/api/subscriptions/balance', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })),
  http.get('/api/coupons/public', () => HttpResponse.json(coupons)),
  http.post('/api/orders/quote', () => HttpResponse.json(quote())),
  http.get('/api/payments/options', () => HttpResponse.json(paymentOptions())),
  http.get('/api/slots', () => HttpResponse.json(slotsAnswer())),
  http.post('/api/slots/hold', () => HttpResponse.json({ slot: slot(), expires_at: '2026-11-28T00:10:00.000Z' })),
  http.get('/api/map', () => HttpResponse.json(mapConfig)),
  http.get('/api/products/:id/ratings', () => HttpResponse.json({ average: null, count: 0 })),
  http.get('/api/orders/:id/rating', () => HttpResponse.json({ rating: null })),
  // A delivered order's problems: none reported, the window closed.
  http.get('/api/orders/:id/problems', () => HttpResponse.json({ can_report: false, window_hours: 48, closes_at: null, complaints: [] })),
  // An order out for delivery: its live track, open and sending the current one at once (as the API does).
  http.get('/api/orders/:id/track', () => HttpResponse.json(track())),
  http.get(
    '/api/orders/:id/track/events',
    () =>
      new HttpResponse(
        eventStream((push) => push('track', track())),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
  ),
];

export const server = setupServer(...handlers);

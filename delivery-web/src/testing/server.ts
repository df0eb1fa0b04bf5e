import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { eventStream } from '@farm-store/shared-ui/host/testing';

/** Default answers for every test; override per test with `server.use(...)`. */
export const handlers = [
  http.get('/api/health', () => HttpResponse.json({ status: 'ok' })),
  // The partner's live assignments: open and quiet (tests that need events write their own).
  http.get('/api/delivery/events', () => new HttpResponse(eventStream(), { headers: { 'content-type': 'text/event-stream' } })),
];

export const server = setupServer(...handlers);

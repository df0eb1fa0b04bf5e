import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Default answers for every test; override per test with `server.use(...)`. */
export const handlers = [http.get('/api/health', () => HttpResponse.json({ status: 'ok' }))];

export const server = setupServer(...handlers);

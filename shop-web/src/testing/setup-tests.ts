import { server } from './server';

// A request no handler answers fails the test that made it, instead of silently hitting the network.
const unhandled: string[] = [];

beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${request.url}`);
    },
  }),
);

afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Unhandled network requests (add an MSW handler):\n${missed.join('\n')}`);
});

afterAll(() => server.close());

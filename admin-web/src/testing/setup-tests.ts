import { preloadKit } from '@shared-ui-host/kit';
import { server } from './server';

// A request no handler answers fails the test that made it, instead of silently hitting the network.
const unhandled: string[] = [];

// jsdom has no canvas: charts render their labelled <canvas> but cannot draw, and chart.js says so once per chart.
HTMLCanvasElement.prototype.getContext = () => null;
const consoleError = console.error.bind(console);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).startsWith('Failed to create chart')) return;
    consoleError(...args);
  });
});

beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${request.url}`);
    },
  });
  // Kit modules resolve to shared-ui's source here; loading them up front keeps renders synchronous.
  await preloadKit();
});

afterEach(() => {
  jest.restoreAllMocks(); // spies such as window.confirm end with their test
  server.resetHandlers();
  server.events.removeAllListeners();
  localStorage.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Unhandled network requests (add an MSW handler):\n${missed.join('\n')}`);
});

afterAll(() => server.close());

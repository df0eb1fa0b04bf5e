import { i18n } from '@/i18n/i18n';
import { preloadKit } from '@shared-ui-host/kit';
import { server } from './server';

// A request no handler answers fails the test that made it, instead of silently hitting the network.
const unhandled: string[] = [];

beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (request) => {
      unhandled.push(`${request.method} ${request.url}`);
    },
  });
  // Kit modules resolve to shared-ui's source here; loading them up front keeps renders synchronous.
  await preloadKit();
});

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  server.resetHandlers();
  localStorage.clear();
  const missed = unhandled.splice(0);
  if (missed.length > 0) throw new Error(`Unhandled network requests (add an MSW handler):\n${missed.join('\n')}`);
});

afterAll(() => server.close());

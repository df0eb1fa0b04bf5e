import { server } from './server';

/** Records (until the test ends: setup-tests removes the listeners) "METHOD /path" of every request MSW sees, in order, for asserting call sequences. */
export function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}`);
  };
  server.events.on('request:start', listener);
  return {
    /** Writes only (GETs are reloads). */
    writes: () => seen.filter((line) => !line.startsWith('GET ')),
    all: () => [...seen],
  };
}

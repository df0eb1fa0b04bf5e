// Reads a server-sent event stream of the store API with fetch, so the session token travels in its header
// (EventSource cannot send headers, and a token in a URL ends up in logs). Reconnects with back-off; the
// app polls while `onState(false)` says the stream is down.

export interface StreamEvent {
  event: string;
  data: string;
}

/** Splits an event-stream body into events; feed it decoded text as it arrives. */
export function eventStreamParser(onEvent: (e: StreamEvent) => void) {
  let buffer = '';
  return (text: string) => {
    buffer += text.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue; // a comment (heartbeat)
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0) onEvent({ event, data: data.join('\n') });
    }
  };
}

export interface EventStreamOptions {
  path: string;
  /** The header and the localStorage key of the session token. */
  authHeader: string;
  tokenKey: string;
  onEvent: (e: StreamEvent) => void;
  /** true once the stream is open, false when it broke (until it is open again). */
  onState?: (open: boolean) => void;
  /** The session was refused (401): the stream stops for good. */
  onUnauthorized?: () => void;
}

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

/** Opens the stream and keeps it open until the returned function is called. */
export function openEventStream({ path, authHeader, tokenKey, onEvent, onState, onUnauthorized }: EventStreamOptions): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  async function connect() {
    controller = new AbortController();
    const token = localStorage.getItem(tokenKey);
    try {
      const response = await fetch(new URL(path, window.location.origin), {
        headers: { Accept: 'text/event-stream', ...(token ? { [authHeader]: token } : {}) },
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) {
        stopped = true;
        onState?.(false);
        onUnauthorized?.();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
      failures = 0;
      onState?.(true);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const push = eventStreamParser(onEvent);
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // a network error or our own abort: decided below
    }
    if (stopped) return;
    onState?.(false);
    timer = setTimeout(() => void connect(), RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
    failures += 1;
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

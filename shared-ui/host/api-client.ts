// The one fetch wrapper of the apps (bundled into each app at build time): JSON in and out, the app's
// session header, `{msg}` error bodies turned into ApiError, a hook for a refused session, and answers typed by
// (and, in development and tests, checked against) their contract schema.
import type { ContractName, ContractType } from './contract';

export type { ContractName, ContractType } from './contract';

/** A non-2xx answer from the store API; `msg` is the server's own message, or '' if it sent none. */
export class ApiError extends Error {
  readonly status: number;
  readonly msg: string;
  readonly body: unknown;

  constructor(status: number, msg: string, body: unknown) {
    super(msg || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.body = body;
  }
}

/** The server's own message when it sent one, else the screen's own wording. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.msg ? error.msg : fallback;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Plain values are sent as JSON; FormData (image uploads) is sent as is. */
  body?: unknown;
  /** Reads a successful answer's headers (a paged list's `x-total-count`). */
  onHeaders?: (headers: Headers) => void;
  /**
   * The contract schema of a successful answer, e.g. 'orders/CustomerOrderListSchema': it types the answer, and in
   * development and tests an answer of another shape throws a ContractError.
   */
  contract?: ContractName;
}

/** What a call answers: its explicit type, else its contract's type, else unknown. */
type Answer<T, O> = [T] extends [never] ? (O extends { contract: infer N extends ContractName } ? ContractType<N> : unknown) : T;

export interface ApiClientOptions {
  /** The header the app's session token travels in (x-auth-token, x-admin-token, x-partner-token). */
  authHeader: string;
  /** The localStorage key holding that token. */
  tokenKey: string;
}

/** Every session header of the store has this shape; a request carrying one can lose its session. */
const SESSION_HEADER = /^x-[a-z]+-token$/;

export function createApiClient({ authHeader, tokenKey }: ApiClientOptions) {
  let unauthorizedHandler: (() => void) | undefined;

  /** The app decides what a refused session means (sign out, go to the sign-in page). */
  function setOnUnauthorized(handler: (() => void) | undefined) {
    unauthorizedHandler = handler;
  }

  /** A session refused outside this client's requests (a live event stream answered 401): the same handling. */
  function sessionRefused() {
    unauthorizedHandler?.();
  }

  /** Sends the request with the session header; a refused answer becomes an ApiError with the server's message. */
  async function send(path: string, { body, headers, accept, init }: { body: unknown; headers: RequestOptions['headers']; accept: string; init: RequestInit }) {
    const finalHeaders = new Headers(headers);
    finalHeaders.set('Accept', accept);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      finalHeaders.set('Content-Type', 'application/json');
    }
    const token = localStorage.getItem(tokenKey);
    if (token) finalHeaders.set(authHeader, token);

    // An absolute URL on the page's own origin: same result in the browser, and Node's fetch (tests) needs it.
    const response = await fetch(new URL(path, window.location.origin), { ...init, headers: finalHeaders, body: payload });
    if (!response.ok) {
      const data = await readBody(response);
      // Only a request that carried a session can lose it (a wrong password at sign-in is a 401 too).
      const carriedSession = [...finalHeaders.keys()].some((name) => SESSION_HEADER.test(name));
      if (response.status === 401 && carriedSession) unauthorizedHandler?.();
      throw new ApiError(response.status, messageOf(data), data);
    }
    return response;
  }

  async function request<T>(path: string, { body, headers, onHeaders, contract, ...init }: RequestOptions = {}): Promise<T> {
    const response = await send(path, { body, headers, accept: 'application/json', init });
    const data = await readBody(response);
    onHeaders?.(response.headers);
    // Spelt out here so that a production build drops the check and its module (TypeBox with it) at build time.
    if ((import.meta.env.DEV || import.meta.env.MODE === 'test') && contract) {
      (await import('./contract-check')).checkContract(`${init.method ?? 'GET'} ${path}`, contract, data);
    }
    return data as T;
  }

  const api = {
    get: <T = never, O extends RequestOptions = RequestOptions>(path: string, options?: O) => request<Answer<T, O>>(path, { ...options, method: 'GET' }),
    post: <T = never, O extends RequestOptions = RequestOptions>(path: string, body?: unknown, options?: O) =>
      request<Answer<T, O>>(path, { ...options, method: 'POST', body }),
    put: <T = never, O extends RequestOptions = RequestOptions>(path: string, body?: unknown, options?: O) =>
      request<Answer<T, O>>(path, { ...options, method: 'PUT', body }),
    delete: <T = never, O extends RequestOptions = RequestOptions>(path: string, options?: O) => request<Answer<T, O>>(path, { ...options, method: 'DELETE' }),
    /** A file the server answers (a bill's PDF): its bytes, fetched with the session (a bare link would carry none). */
    file: async (path: string) => (await send(path, { body: undefined, headers: undefined, accept: '*/*', init: { method: 'GET' } })).blob(),
  };

  return { api, request, setOnUnauthorized, sessionRefused };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(data: unknown): string {
  if (data && typeof data === 'object' && 'msg' in data && typeof data.msg === 'string') return data.msg;
  return '';
}

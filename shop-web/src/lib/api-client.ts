import { AUTH_HEADER, AUTH_TOKEN_KEY } from '@/config/auth';

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

let unauthorizedHandler: (() => void) | undefined;

/** The app decides what a 401 means (sign the user out, go to the sign-in page). */
export function setOnUnauthorized(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** Plain values are sent as JSON; FormData (image uploads) is sent as is. */
  body?: unknown;
}

export async function request<T>(path: string, { body, headers, ...init }: RequestOptions = {}): Promise<T> {
  const finalHeaders = new Headers(headers);
  finalHeaders.set('Accept', 'application/json');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    finalHeaders.set('Content-Type', 'application/json');
  }
  const token = localStorage.getItem(AUTH_TOKEN_KEY);
  if (token) finalHeaders.set(AUTH_HEADER, token);

  // An absolute URL on the page's own origin: same result in the browser, and Node's fetch (tests) needs it.
  const response = await fetch(new URL(path, window.location.origin), { ...init, headers: finalHeaders, body: payload });
  const data = await readBody(response);
  if (!response.ok) {
    // Only a signed-in request can lose its session (a wrong password at sign-in is a 401 too).
    if (response.status === 401 && token) unauthorizedHandler?.();
    throw new ApiError(response.status, messageOf(data), data);
  }
  return data as T;
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

/** The server's message for a failed call, or the screen's own wording when it sent none (SPEC §8). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.msg ? error.msg : fallback;
}

function messageOf(data: unknown): string {
  if (data && typeof data === 'object' && 'msg' in data && typeof data.msg === 'string') return data.msg;
  return '';
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};

// Jest set-up every app shares (imported from each app's src/testing/setup-tests.ts).
import { configure, fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay } from 'msw';
import type { ContractType } from './contract';
import { preloadKit } from './kit';

// findBy*/waitFor return as soon as their condition holds; `make test` runs these suites on two cores beside the
// API suites, where a lazy screen can take longer than Testing Library's default second to appear (and more than
// five seconds when the machine is busy with other work too).
configure({ asyncUtilTimeout: 10000 });

/** What this needs of an app's MSW server (`setupServer(...)` from msw/node). */
interface TestServer {
  listen(options: { onUnhandledRequest: (request: Request) => void }): void;
  resetHandlers(): void;
  events: { removeAllListeners(): void };
  close(): void;
}

/**
 * Runs the app's MSW server for every test file: a request no handler answers fails the test that made
 * it (instead of silently reaching the network), handlers and listeners reset after each test, storage
 * is cleared, and the kit is loaded up front so renders never suspend.
 */
export function setUpTestNetwork(server: TestServer): void {
  const unhandled: string[] = [];

  beforeAll(async () => {
    server.listen({ onUnhandledRequest: (request) => void unhandled.push(`${request.method} ${request.url}`) });
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
}

/** A server-sent event stream body that stays open (as the API's does), sending what `push` is given. */
export function eventStream(onOpen?: (push: (event: string, data: unknown) => void) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': connected\n\n'));
      onOpen?.((event, data) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)));
    },
  });
}

/**
 * An answer the test lets go when it is ready, to check what a screen shows while its request is in flight:
 * `const answer = held()`, a handler that does `await answer.released` before answering, then `answer.release()`
 * once the in-flight state is checked. Unlike a delay, a slow machine cannot end the wait before the check.
 */
export function held(): { released: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/**
 * A held answer that also keeps the JSON body of every request it gets (and may answer from it), for a write:
 * `const call = heldReply(() => HttpResponse.json(...))`, `server.use(http.put(url, call.resolver))`, check the
 * in-flight state, `call.release()`, then `expect(call.bodies).toEqual([...])`.
 */
export function heldReply(reply: (body: unknown) => Response) {
  const answer = held();
  const bodies: unknown[] = [];
  return {
    bodies,
    release: answer.release,
    resolver: async ({ request }: { request: Request }) => {
      const body: unknown = await request.json();
      bodies.push(body);
      await answer.released;
      return reply(body);
    },
  };
}

/** A double click whose second click is handled before any timer runs (input queued on a busy phone). */
export function doubleClick(button: HTMLElement): void {
  fireEvent.click(button);
  fireEvent.click(button);
}

/** An MSW resolver that answers a moment late, so a second click lands while the first request is in flight. */
export function answerLate(reply: () => Response): () => Promise<Response> {
  return async () => {
    await delay(50);
    return reply();
  };
}

/** Checks a sign-in form's eye button on its password field: it shows the password as text, then hides it again. */
export async function expectPasswordToggle(user: UserEvent, password: HTMLElement): Promise<void> {
  expect(password).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password).toHaveAttribute('type', 'password');
}

/** An order as its customer sees it: what the apps' tests start from (the admin's adds the fields only staff see). */
export const exampleOrder: ContractType<'orders/CustomerOrderSchema'> = {
  id: '665f1c2ab1c2d3e4f5a6b7c8',
  customer_name: 'Lakshmi',
  created_at: '2026-03-01T06:30:00.000Z',
  delivery_status: 'Pending',
  status: 'Placed',
  delivery_type: 'partner',
  expected_delivery_date: null,
  slot: null,
  partner_name: null,
  partner_phone: null,
  items: [{ product_id: 'p1', variant_id: 'v2', name: 'Kadaknath Chicken', variantLabel: '1kg', quantity: 2, price: 850, weighed: null }],
  shipping_address: { label: 'Home', value: 'Flat 4B, Banjara Hills, Hyderabad 500034', pincode: '500034' },
  subtotal: 1700,
  first_order_discount: 170,
  coupon_discount: 0,
  shipping: 0,
  total_amount: 1530,
  nominal_total: null,
  awaiting_weights: false,
  store_credit: 0,
  to_pay: 1530,
  payment: { method: 'cod', state: 'due', paid_via: null, instrument: null, paid: 0, refunded: 0, refund_pending: 0, refunds: [], expires_at: null },
  coupon_code: null,
  is_outstation: false,
  courier: null,
  tracking_number: null,
  shipped_at: null,
  status_history: [{ status: 'Pending', at: '2026-03-01T06:30:00.000Z' }],
  handover_code: null,
  cancellation: null,
  bill: null,
  subscription: null,
};

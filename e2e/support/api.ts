import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { codesSentTo, waitForCode } from '../../scripts/lib/twilio-standin';
import { freshPhone } from '../../api/test/helpers/phone';

/**
 * Direct API calls for setting the scene of a journey (through the gateway, like the apps do).
 * Every test makes its own customers with fresh phone numbers, so tests never share state.
 */
export { freshPhone };

export interface Customer {
  token: string;
  user: { id: string; name: string; phone: string };
  phone: string;
  password: string;
}

/** The body of a successful answer, typed by the caller (the shapes are the API's, see @farm-store/contracts). */
async function json<T = unknown>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = await response.json().catch(() => undefined);
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body as T;
}

/**
 * The newest one-time code texted to `phone` after the `before` codes it had already been sent, once it has reached
 * the Twilio stand-in the stack's API sends every SMS to.
 */
export async function nextCode(phone: string, before: number): Promise<string> {
  return waitForCode(process.env.E2E_SMS_URL!, phone, before + 1);
}

/** How many one-time codes were texted to `phone` so far (for `nextCode`). */
export async function codesSoFar(phone: string): Promise<number> {
  return (await codesSentTo(process.env.E2E_SMS_URL!, phone)).length;
}

/** Signs a customer up as the shop does: the form, then the code texted to the phone (read from the stand-in). */
export async function signUpWithCode(request: APIRequestContext, name: string, phone: string, password: string) {
  const before = await codesSoFar(phone);
  const { signUpToken } = await json<{ signUpToken: string }>(await request.post('/api/register', { data: { name, phone, password } }));
  const code = await nextCode(phone, before);
  return json<{ token: string; user: Customer['user'] }>(await request.post('/api/register/verify', { data: { phone, code, signUpToken } }));
}

export async function signUpCustomer(request: APIRequestContext, name = 'Test Customer'): Promise<Customer> {
  const phone = freshPhone();
  const password = 'farmfresh123';
  const session = await signUpWithCode(request, name, phone, password);
  return { token: session.token, user: session.user, phone, password };
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const body = await json<{ token: string }>(await request.post('/api/admin/login', { data: { username: 'admin', password: 'admin12345' } }));
  return body.token;
}

/** The demo partners created by the seed. */
export const DEMO_PARTNERS = [
  { phone: '9000000001', password: 'partner12345' },
  { phone: '9000000002', password: 'partner12345' },
];

export async function partnerLogin(request: APIRequestContext, partner = DEMO_PARTNERS[0]) {
  return json(await request.post('/api/delivery/login', { data: partner }));
}

/**
 * Places an order for a customer through the API (quote first, so the total matches the server's), in `slotId` when
 * given (else the store gives it the earliest open slot of a riders' address).
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: Customer,
  address: { label: string; value: string },
  lines: Array<{ id: string; quantity: number }>,
  slotId?: string,
) {
  const headers = { 'x-auth-token': customer.token };
  const slot = slotId ? { slotId } : {};
  const quote = await json<{ total: number }>(
    await request.post('/api/orders/quote', { headers, data: { cartItems: lines, shippingAddress: address, ...slot } }),
  );
  return json(
    await request.post('/api/orders', {
      headers,
      data: { userId: customer.user.id, cartItems: lines, shippingAddress: address, totalAmount: quote.total, ...slot },
    }),
  );
}

/** Some variant ids from the seeded catalogue. */
export async function someVariants(request: APIRequestContext, category = 'livebirds') {
  const body = await json<{ products: Array<{ name: string; variants: Array<{ id: string; label: string; price: number }> }> }>(
    await request.get(`/api/products?page=1&limit=12&category=${category}`),
  );
  return body.products.filter((p) => p.variants.length > 0);
}

/** The latest one-time code the API logged for a phone (outside production it writes every code to its log too). */
export function latestOtp(phone: string): string | null {
  const log = readFileSync(process.env.E2E_API_LOG!, 'utf8');
  const digits = phone.replace(/\D/g, '').slice(-10);
  const matches = [...log.matchAll(new RegExp(`DEV-OTP phone=\\+91${digits} code=(\\d{6})`, 'g'))];
  return matches.length ? matches[matches.length - 1][1] : null;
}

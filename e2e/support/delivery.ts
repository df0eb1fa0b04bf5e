import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, partnerLogin, placeOrder, someVariants, type Customer } from './api';

/** A Hyderabad address, so the order is carried by a partner (not automated) and can be assigned. */
export const HYDERABAD_ADDRESS = { label: 'Home', value: 'Flat 3, Road No. 12, Banjara Hills, Hyderabad 500034' };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json().catch(() => undefined)) as T;
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
}

/** Places a one-line Hyderabad order for the customer and returns its id. */
export async function placeHyderabadOrder(request: APIRequestContext, customer: Customer): Promise<string> {
  const [product] = await someVariants(request);
  const placed = (await placeOrder(request, customer, HYDERABAD_ADDRESS, [{ id: product.variants[0].id, quantity: 1 }])) as { orderId: string };
  return placed.orderId;
}

/** Assigns the order, as an admin, to the partner with this phone (looked up in the admin's partner list). */
export async function assignToPartner(request: APIRequestContext, orderId: string, partnerPhone: string) {
  const headers = { 'x-admin-token': await adminToken(request) };
  const partners = await ok<Array<{ id: string; phone: string }>>(await request.get('/api/admin/delivery-partners', { headers }));
  const partner = partners.find((p) => p.phone.replace(/\D/g, '').endsWith(partnerPhone));
  if (!partner) throw new Error(`No delivery partner with phone ${partnerPhone}`);
  await ok(await request.put(`/api/admin/orders/${orderId}/assign`, { headers, data: { partnerId: partner.id } }));
  return partner.id;
}

/** The partner app's card of an order: it shows the short id and carries the full one in `data-order-id`. */
export const partnerCard = (page: Page, orderId: string) => page.getByRole('article').filter({ has: page.locator(`[data-order-id="${orderId}"]`) });

/** Starts the page signed in to the partner app (as its sign-in stores the session); answers the partner's API headers. */
export async function signInPartnerApp(page: Page, request: APIRequestContext, partner: { phone: string; password: string }) {
  const login = (await partnerLogin(request, { phone: partner.phone, password: partner.password })) as { token: string; partner: unknown };
  await page.addInitScript(
    ({ token, record }) => {
      localStorage.setItem('partnerToken', token);
      localStorage.setItem('partner', JSON.stringify(record));
    },
    { token: login.token, record: login.partner },
  );
  return { 'x-partner-token': login.token };
}

/** The handover code the customer sees on their order page while it is out for delivery (what they show the rider). */
export async function handoverCodeOf(request: APIRequestContext, customer: Customer, orderId: string): Promise<string> {
  const orders = await ok<Array<{ id: string; handover_code: string | null }>>(
    await request.get('/api/orders', { headers: { 'x-auth-token': customer.token } }),
  );
  const code = orders.find((o) => o.id === orderId)?.handover_code;
  if (!code) throw new Error(`order ${orderId} shows its customer no handover code`);
  return code;
}

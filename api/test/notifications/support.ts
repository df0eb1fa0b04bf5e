import { type Customer, CUSTOMER_PASSWORD, type Partner } from '../helpers/accounts';
import { freshPhone } from '../helpers/phone';
import { pngBytes, upload } from '../catalogue/fixtures';
import { http } from '../helpers/build-app';
import { signUpWithCode, type CodesSentTo } from '../helpers/sign-up';
import { HYDERABAD } from '../orders/fixtures';

/** What these helpers need of a running API: where it is, and the first admin's sign-in. */
export interface Api {
  url: string;
  admin: { username: string; password: string };
}

/** A real admin session through the sign-in call. */
export async function adminSession(api: Api): Promise<Record<string, string>> {
  const res = await http(api.url).post('/api/admin/login', api.admin);
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { 'x-admin-token': res.body.token };
}

/** One product with one ₹600 1kg variant (`stock` units of it; not counted by default), created through the admin API; answers the variant id. */
export async function createVariant(api: Api, admin: Record<string, string>, stock: number | null = null): Promise<string> {
  const image = await upload({ url: api.url } as never, pngBytes(), { headers: admin });
  if (image.status !== 201) throw new Error(`upload failed: ${image.status} ${JSON.stringify(image.body)}`);
  const res = await http(api.url).post(
    '/api/admin/products',
    {
      product: { name: 'Country Chicken Curry Cut', category: 'meat', description: '', image_url: image.body.imageUrl },
      variant: { label: '1kg', price: 600, stock },
    },
    admin,
  );
  if (res.status !== 201) throw new Error(`create product failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.variants[0].id;
}

/** Signs a customer up with the code the API sent (to the run's Twilio stand-in unless `codes` says where else). */
export async function signUpCustomer(api: Api, name = 'Lakshmi Reddy', codes?: CodesSentTo): Promise<Customer> {
  const res = await signUpWithCode(api.url, { name, phone: freshPhone(), password: CUSTOMER_PASSWORD }, codes);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, name, phone: res.body.user.phone, headers: { 'x-auth-token': res.body.token } };
}

export async function createPartner(api: Api, admin: Record<string, string>, name = 'Ravi Kumar'): Promise<Partner> {
  const password = 'delivers-fresh-1';
  const created = await http(api.url).post('/api/admin/delivery-partners', { name, phone: freshPhone(), password }, admin);
  if (created.status !== 201) throw new Error(`create partner failed: ${created.status} ${JSON.stringify(created.body)}`);
  const login = await http(api.url).post('/api/delivery/login', { phone: created.body.phone, password });
  if (login.status !== 200) throw new Error(`partner login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: created.body.id, name, phone: created.body.phone, headers: { 'x-partner-token': login.body.token } };
}

/** Quotes and places a one-line order as the shop does, with the shop's language; answers its id and total (rupees). */
export async function placeOrderIn(
  api: Api,
  customer: Customer,
  variantId: string,
  language?: 'en' | 'te',
  address = HYDERABAD,
): Promise<{ id: string; total: number }> {
  const client = http(api.url);
  const cartItems = [{ id: variantId, quantity: 1 }];
  const quote = await client.post('/api/orders/quote', { cartItems, shippingAddress: address }, customer.headers);
  if (quote.status !== 200) throw new Error(`quote failed: ${quote.status} ${JSON.stringify(quote.body)}`);
  const res = await client.post(
    '/api/orders',
    { userId: customer.id, cartItems, shippingAddress: address, totalAmount: quote.body.total, ...(language ? { language } : {}) },
    customer.headers,
  );
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.orderId, total: res.body.order.total_amount };
}

/**
 * Reads a server-sent event stream with fetch (as the apps do: the token in a header), collecting `order`
 * events until closed (by the caller, or ended by the server).
 */
export function readEvents(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const events: Array<Record<string, unknown>> = [];
  let response: Response | null = null;
  let ended = false;
  const opened = fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal }).then(async (res) => {
    response = res;
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            ended = true;
            return;
          }
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (block.includes('event: order') && data) events.push(JSON.parse(data.slice(6)));
          }
        }
      } catch {
        // aborted
      }
    })();
    return res;
  });
  return {
    opened,
    events,
    get response() {
      return response;
    },
    /** True once the server ended the stream. */
    get ended() {
      return ended;
    },
    close: () => controller.abort(),
  };
}

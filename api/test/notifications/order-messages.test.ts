import { toPaise } from '../../src/domain/money';
import { OutboxModel } from '../../src/modules/notifications/model';
import { rupees } from '../../src/modules/notifications/templates';
import { codeIn, fakeTwilioHttpClient, TWILIO_ENV } from '../accounts/twilio-fake';
import { http, startTestApp, type TestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { startTestGateway, type TestGateway } from '../helpers/gateway';
import { type Customer, type Partner } from '../helpers/accounts';
import { WARANGAL } from '../orders/fixtures';
import { adminSession, createPartner, createVariant, placeOrderIn, readEvents, signUpCustomer, type Api } from './support';
import { handoverCode, withCode } from '../helpers/handover';

/**
 * Order messages through the real twilio SDK (its HTTP client replaced by a recorder): one SMS per order change
 * to the right phone in the right language, opt-out, retries and failures staff can see, and the live event
 * streams of the admin panel and the partner app through the real nginx gateway.
 */
describe('order messages', () => {
  const twilio = fakeTwilioHttpClient();
  let t: TestApp;
  let gateway: TestGateway;
  let api: Api;
  let admin: Record<string, string>;
  let variant: string;
  let customer: Customer;
  let partner: Partner;

  beforeAll(async () => {
    t = await startTestApp({ ...TWILIO_ENV, NOTIFY_POLL_MS: '50', NOTIFY_RETRY_MS: '20', NOTIFY_MAX_ATTEMPTS: '3' }, { twilioHttpClient: twilio.client });
    api = { url: t.url, admin: { username: t.config.ADMIN_USERNAME, password: t.config.ADMIN_PASSWORD } };
    admin = await adminSession(api);
    variant = await createVariant(api, admin);
    customer = await signUpCustomer(api, 'Lakshmi Reddy', twilio.codesSentTo);
    partner = await createPartner(api, admin, 'Ravi Kumar');
    gateway = await startTestGateway(t.url);
  }, 90_000);
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  /** Waits until the outbox has nothing left to send, then answers the SMS requests made since `from`. */
  async function settledSince(from: number) {
    await until(async () => (await OutboxModel.countDocuments({ status: { $in: ['pending', 'sending'] } })) === 0, 'the outbox to be sent');
    return twilio.requests.slice(from).map((r) => r.data);
  }

  const put = (path: string, headers: Record<string, string>, body?: unknown) => http(t.url).put(path, body, headers);

  it('texts the customer once per change of a partner order, in Telugu, and the partner once on assignment', async () => {
    let from = twilio.requests.length;
    const { id: orderId, total } = await placeOrderIn(api, customer, variant, 'te');
    const ref = orderId.slice(-8).toUpperCase();
    const amount = rupees(toPaise(total)).replace('.', '\\.');
    let sent = await settledSince(from);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ To: customer.phone, From: TWILIO_ENV.TWILIO_FROM });
    expect(sent[0]!.Body).toMatch(new RegExp(`^నేచర్స్ నెస్ట్ ఫార్మ్స్: ఆర్డర్ #${ref} నమోదైంది: ${amount}, డెలివరీపై నగదు\\.`));

    from = twilio.requests.length;
    expect((await put(`/api/admin/orders/${orderId}/assign`, admin, { partnerId: partner.id })).status).toBe(200);
    sent = await settledSince(from);
    expect(sent).toHaveLength(2);
    const toCustomer = sent.find((s) => s.To === customer.phone)!;
    const toPartner = sent.find((s) => s.To === partner.phone)!;
    expect(toCustomer.Body).toContain(`#${ref}`);
    expect(toCustomer.Body).toContain(`Ravi Kumar, ${partner.phone} అందిస్తారు`);
    // Partners read English: the area of the address and the cash to collect.
    expect(toPartner.Body).toBe(
      `Nature's Nest Farms: new delivery #${ref} for you in Madhapur. Collect ${rupees(toPaise(total))} (cash or UPI). Open the delivery app to accept.`,
    );

    from = twilio.requests.length;
    expect((await put(`/api/delivery/orders/${orderId}/accept`, partner.headers)).status).toBe(200);
    sent = await settledSince(from);
    expect(sent).toEqual([
      // The message carries the code the customer shows the rider at the door.
      expect.objectContaining({
        To: customer.phone,
        Body: expect.stringMatching(new RegExp(`Ravi Kumar బయలుదేరారు\\. ${amount} \\(నగదు/UPI\\) సిద్ధంగా ఉంచండి\\. కోడ్: ${await handoverCode(orderId)}$`)),
      }),
    ]);

    from = twilio.requests.length;
    expect((await put(`/api/delivery/orders/${orderId}/complete`, partner.headers, await withCode(orderId))).status).toBe(200);
    sent = await settledSince(from);
    expect(sent).toEqual([expect.objectContaining({ To: customer.phone, Body: expect.stringContaining(`ఆర్డర్ #${ref} అందింది`) })]);
  });

  it('texts in English when the shop was in English, and says the store cancelled', async () => {
    const from = twilio.requests.length;
    const { id: orderId, total } = await placeOrderIn(api, customer, variant, 'en');
    const ref = orderId.slice(-8).toUpperCase();
    expect((await put(`/api/admin/orders/${orderId}/cancel`, admin)).status).toBe(200);
    const sent = await settledSince(from);
    expect(sent.map((s) => [s.To, s.Body])).toEqual([
      [
        customer.phone,
        `Nature's Nest Farms: order #${ref} placed: ${rupees(toPaise(total))}, cash on delivery. We will text you when a delivery partner is assigned.`,
      ],
      [customer.phone, `Nature's Nest Farms: order #${ref} was cancelled by the store. Sorry! Call us with any questions.`],
    ]);
  });

  it('tells a courier customer the expected date, the courier and tracking number, and that it was delivered', async () => {
    const from = twilio.requests.length;
    const { id: orderId } = await placeOrderIn(api, customer, variant, 'te', WARANGAL);
    const ref = orderId.slice(-8).toUpperCase();
    expect((await put(`/api/admin/orders/${orderId}/ship`, admin, { courier: 'DTDC', trackingNumber: 'D12345678' })).status).toBe(200);
    expect((await put(`/api/orders/${orderId}/mark-delivered`, customer.headers)).status).toBe(200);
    const sent = await settledSince(from);
    expect(sent.map((s) => [s.To, s.Body])).toEqual([
      [customer.phone, expect.stringMatching(/నమోదైంది: Rs\.\d[\d,]*(\.\d\d)?, డెలివరీపై నగదు\. కొరియర్‌లో \d{1,2} [A-Z][a-z]{2} లోపు వస్తుంది\.$/)],
      [customer.phone, `నేచర్స్ నెస్ట్ ఫార్మ్స్: ఆర్డర్ #${ref} DTDC ద్వారా పంపాం, ట్రాకింగ్ D12345678.`],
      [customer.phone, expect.stringContaining(`ఆర్డర్ #${ref} అందింది`)],
    ]);
  });

  it('says a cancellation the customer asked for was theirs', async () => {
    const from = twilio.requests.length;
    const { id: orderId } = await placeOrderIn(api, customer, variant, 'en');
    expect((await put(`/api/orders/${orderId}/cancel`, customer.headers)).status).toBe(200);
    const sent = await settledSince(from);
    expect(sent.map((s) => s.Body)).toEqual([
      expect.stringContaining('placed'),
      `Nature's Nest Farms: order #${orderId.slice(-8).toUpperCase()} was cancelled as you asked.`,
    ]);
  });

  it('uses the language saved in Account settings, and sends no order messages once they are turned off (codes still go)', async () => {
    const c = await signUpCustomer(api, 'Sita Devi', twilio.codesSentTo);
    expect((await http(t.url).get('/api/me/preferences', c.headers)).body).toEqual({ orderMessages: true, language: null, refundTo: 'original' });
    expect((await put('/api/me/preferences', c.headers, { orderMessages: true, language: 'te' })).body).toEqual({
      orderMessages: true,
      language: 'te',
      refundTo: 'original',
    });
    let from = twilio.requests.length;
    await placeOrderIn(api, c, variant, 'en');
    let sent = await settledSince(from);
    expect(sent).toEqual([expect.objectContaining({ To: c.phone, Body: expect.stringMatching(/^నేచర్స్ నెస్ట్ ఫార్మ్స్: /) })]);

    expect((await put('/api/me/preferences', c.headers, { orderMessages: false, language: 'te' })).status).toBe(200);
    from = twilio.requests.length;
    const { id: orderId } = await placeOrderIn(api, c, variant, 'te');
    expect((await put(`/api/admin/orders/${orderId}/assign`, admin, { partnerId: partner.id })).status).toBe(200);
    sent = await settledSince(from);
    // Only the partner hears of the assignment; the customer's messages are kept as skipped, not sent.
    expect(sent.map((s) => s.To)).toEqual([partner.phone]);
    expect(await OutboxModel.find({ order_id: orderId, audience: 'customer' }).lean()).toEqual([
      expect.objectContaining({ status: 'skipped', event: 'placed' }),
      expect.objectContaining({ status: 'skipped', event: 'assigned' }),
    ]);

    from = twilio.requests.length;
    expect((await http(t.url).post('/api/forgot-password-twilio', { phone: c.phone })).status).toBe(200);
    await twilio.waitForRequests(from + 1);
    expect(codeIn(twilio.requests[from]!.data.Body!)).toMatch(/^\d{6}$/);

    expect((await put('/api/me/preferences', c.headers, { orderMessages: 'no', language: 'fr' })).status).toBe(400);
  });

  it('retries a refused message with back-off, then shows it to staff, who can send it again', async () => {
    twilio.failWith(500);
    const from = twilio.requests.length;
    const { id: orderId } = await placeOrderIn(api, customer, variant, 'en');
    const failed = await until(async () => {
      const res = await http(t.url).get('/api/admin/notifications/failed', admin);
      return res.body.find((m: { order_id: string }) => m.order_id === orderId);
    }, 'the failed message');
    // Three tries (NOTIFY_MAX_ATTEMPTS), each a real request to Twilio.
    expect(twilio.requests.slice(from).filter((r) => r.data.To === customer.phone)).toHaveLength(3);
    expect(failed).toMatchObject({ audience: 'customer', event: 'placed', to: customer.phone, attempts: 3, last_error: expect.any(String) });
    expect((await http(t.url).get('/api/admin/notifications/failed', { 'x-admin-token': customer.headers['x-auth-token']! })).status).toBe(403);

    twilio.failWith(null);
    const again = twilio.requests.length;
    expect((await http(t.url).post(`/api/admin/notifications/${encodeURIComponent(failed.id)}/retry`, {}, admin)).status).toBe(200);
    const sent = await settledSince(again);
    expect(sent).toEqual([expect.objectContaining({ To: customer.phone })]);
    expect((await http(t.url).get('/api/admin/notifications/failed', admin)).body.some((m: { id: string }) => m.id === failed.id)).toBe(false);
    expect((await http(t.url).post(`/api/admin/notifications/${encodeURIComponent(failed.id)}/retry`, {}, admin)).status).toBe(409);
  });

  it('streams new orders to the admin panel and assignments to their partner only, through the gateway, unbuffered', async () => {
    const other = await createPartner(api, admin, 'Other Partner');
    const adminStream = readEvents(`${gateway.url}/api/admin/events`, admin);
    const partnerStream = readEvents(`${gateway.url}/api/delivery/events`, partner.headers);
    const otherStream = readEvents(`${gateway.url}/api/delivery/events`, other.headers);
    try {
      const res = await adminStream.opened;
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await partnerStream.opened;
      await otherStream.opened;

      const { id: orderId } = await placeOrderIn(api, customer, variant, 'en');
      // The stream is still open: the event came through nginx as it happened, not when the response ended.
      await until(() => adminStream.events.some((e) => e.orderId === orderId && e.event === 'placed'), 'the admin event');
      expect(adminStream.events.filter((e) => e.orderId === orderId)).toEqual([
        expect.objectContaining({ event: 'placed', orderId, ref: orderId.slice(-8).toUpperCase() }),
      ]);

      expect((await put(`/api/admin/orders/${orderId}/assign`, admin, { partnerId: partner.id })).status).toBe(200);
      await until(() => partnerStream.events.some((e) => e.orderId === orderId), 'the partner event');
      expect(partnerStream.events).toEqual([expect.objectContaining({ event: 'partner_assigned', orderId, partnerId: partner.id })]);
      await until(() => adminStream.events.some((e) => e.orderId === orderId && e.event === 'assigned'), 'the assignment');
      expect(otherStream.events).toEqual([]);
    } finally {
      adminStream.close();
      partnerStream.close();
      otherStream.close();
    }
    // A stream needs the token in its header: no token, no stream; a partner token cannot read the staff stream.
    const sse = { accept: 'text/event-stream' };
    expect((await http(gateway.url).get('/api/admin/events', sse)).status).toBe(401);
    expect((await http(gateway.url).get('/api/admin/events', { ...sse, 'x-admin-token': partner.headers['x-partner-token']! })).status).toBe(403);
    // A client that does not read event streams gets an answer at once instead of a stream that never ends.
    expect((await http(gateway.url).get('/api/admin/events', admin)).body).toEqual({ msg: expect.stringMatching(/Accept: text\/event-stream/) });
  });
});

import { clock } from '../../src/lib/clock';
import { forgetOldPositions } from '../../src/modules/partners/service';
import { PartnerModel } from '../../src/modules/partners/model';
import { OutboxModel } from '../../src/modules/notifications/model';
import { adminHeaders, createPartner, createStaffMember, signUp, type Customer, type Partner } from '../helpers/accounts';
import { http, useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { pngBytes } from '../catalogue/fixtures';
import { useCatalogueWithFiller, weighEverySize } from '../orders/fixtures';

// At the door, over HTTP: the handover code, the photo and a manager's override, the rider's steps, positions and the
// customer's live map (docs/delivery.md).

const t = useTestApp();
const api = http(() => t.url);

/** Banjara Hills, with the customer's map pin at the door. */
const PIN = { lat: 17.4156, lng: 78.4347 };
const ADDRESS = { label: 'Home', value: 'Flat 2, Road No. 12, Banjara Hills', pincode: '500034', pin: PIN };
/** About 3 km north of the pin, then 800 m, then 50 m (each 0.009° of latitude is about 1 km). */
const FAR = { latitude: PIN.lat + 0.027, longitude: PIN.lng };
const NEAR = { latitude: PIN.lat + 0.0072, longitude: PIN.lng };
const AT_THE_DOOR = { latitude: PIN.lat + 0.00045, longitude: PIN.lng };

describe('at the door', () => {
  const cat = useCatalogueWithFiller(t);
  let customer: Customer;
  let partner: Partner;

  beforeAll(async () => {
    await weighEverySize();
    customer = await signUp(t, 'Sunitha Reddy');
    partner = await createPartner(t, 'Ravi Kumar');
  });
  afterEach(() => jest.restoreAllMocks());

  /** A cash order of the customer's, assigned to the partner and accepted: out for delivery. */
  async function outForDelivery(): Promise<string> {
    const cartItems = [{ id: cat.filler, quantity: 1 }];
    const quote = await api.post('/api/orders/quote', { cartItems, shippingAddress: ADDRESS }, customer.headers);
    const placed = await api.post('/api/orders', { userId: customer.id, cartItems, shippingAddress: ADDRESS, totalAmount: quote.body.total }, customer.headers);
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    expect((await api.put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect((await api.put(`/api/delivery/orders/${id}/accept`, undefined, partner.headers)).status).toBe(200);
    return id;
  }
  const customersView = async (id: string, who: Customer = customer) =>
    (await api.get('/api/orders', who.headers)).body.find((o: { id: string }) => o.id === id);
  const partnersView = async (id: string) => (await api.get('/api/delivery/orders', partner.headers)).body.find((o: { id: string }) => o.id === id);
  const complete = (id: string, body: unknown) => api.put(`/api/delivery/orders/${id}/complete`, body, partner.headers);
  /** Positions a rider sends a few minutes apart (the clock moved on, so a rider's pace is a rider's, not a jump). */
  let sentAt = Date.now();
  const report = (position: { latitude: number; longitude: number }) => {
    sentAt += 5 * 60_000;
    jest.spyOn(clock, 'now').mockReturnValue(sentAt);
    return api.put('/api/delivery/location', position, partner.headers);
  };

  describe('the handover code', () => {
    it('is shown to the customer while out for delivery and to nobody else; completing needs it', async () => {
      const id = await outForDelivery();
      const code = (await customersView(id)).handover_code as string;
      expect(code).toMatch(/^\d{4}$/);
      const theirs = await partnersView(id);
      expect(JSON.stringify(theirs)).not.toContain(`"${code}"`);
      expect(theirs.handover).toMatchObject({ code_required: true, tries_left: 5, locked: false });
      const stranger = await signUp(t, 'Not Their Order');
      expect(await customersView(id, stranger)).toBeUndefined();

      const missing = await complete(id, {});
      expect(missing.status).toBe(400);
      expect(missing.body.msg).toBe('Ask the customer for the 4-digit handover code.');
      const done = await complete(id, { code });
      expect(done.status).toBe(200);
      const admin = (await api.get(`/api/admin/orders/${id}`, adminHeaders(t))).body;
      expect(admin.status_history.at(-1)).toMatchObject({ status: 'Delivered', by: `partner:${partner.id}`, confirmed_by: 'code' });
      // Once delivered the code is no longer shown.
      expect((await customersView(id)).handover_code).toBeNull();
    });

    it('counts wrong codes and locks the order after five, even for the right code then', async () => {
      const id = await outForDelivery();
      const code = (await customersView(id)).handover_code as string;
      const wrong = code === '0000' ? '1111' : '0000';
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await complete(id, { code: wrong }));
      expect(answers.map((a) => [a.status, a.body.msg])).toEqual([
        [400, 'That code does not match. 4 tries left.'],
        [400, 'That code does not match. 3 tries left.'],
        [400, 'That code does not match. 2 tries left.'],
        [400, 'That code does not match. 1 try left.'],
      ]);
      const fifth = await complete(id, { code: wrong });
      expect(fifth.status).toBe(409);
      expect(fifth.body.msg).toMatch(/^Too many wrong codes/);
      expect((await complete(id, { code })).status).toBe(409);
      expect((await partnersView(id)).handover).toMatchObject({ locked: true, tries_left: 0 });
      expect((await customersView(id)).delivery_status).toBe('Out for Delivery');
    });

    it('a store that turns codes off completes without one (orders sent out after the change)', async () => {
      const settings = (await api.get('/api/admin/delivery-settings', adminHeaders(t))).body;
      expect((await api.put('/api/admin/delivery-settings', { ...settings, handover_code: 'off' }, adminHeaders(t))).status).toBe(200);
      try {
        // The settings are read afresh a few seconds at most after a change: wait for an order sent out without a code.
        let id = '';
        await until(async () => {
          id = await outForDelivery();
          return (await partnersView(id)).handover.code_required === false;
        }, 'an order out without a handover code');
        const done = await complete(id, {});
        expect(done.status).toBe(200);
        const admin = (await api.get(`/api/admin/orders/${id}`, adminHeaders(t))).body;
        expect(admin.status_history.at(-1)).toMatchObject({ status: 'Delivered', confirmed_by: 'no_code' });
      } finally {
        await api.put('/api/admin/delivery-settings', { ...settings, handover_code: 'required' }, adminHeaders(t));
      }
    });
  });

  describe("a photo at the door and a manager's override", () => {
    it('refuses a file that is not an image, keeps a photo, and completes only when an owner or manager approves (audited)', async () => {
      const id = await outForDelivery();
      const upload = (bytes: Uint8Array, type: string) => {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type }), 'door.png');
        return fetch(`${t.url}/api/delivery/orders/${id}/handover-photo`, { method: 'POST', headers: partner.headers, body: form });
      };
      const notImage = await upload(new TextEncoder().encode('not a picture'), 'image/png');
      expect(notImage.status).toBe(400);
      const noBoundary = await fetch(`${t.url}/api/delivery/orders/${id}/handover-photo`, {
        method: 'POST',
        headers: { ...partner.headers, 'content-type': 'multipart/form-data' },
        body: 'x',
      });
      expect(noBoundary.status).toBe(400);
      expect(await noBoundary.json()).toEqual({ msg: 'The upload could not be read. Send the photo again as multipart/form-data in the field photo.' });
      expect((await partnersView(id)).handover.override).toBeNull();

      const sent = await upload(pngBytes([120, 90, 60]), 'image/png');
      expect(sent.status).toBe(200);
      expect(((await sent.json()) as { handover: { override: string } }).handover.override).toBe('requested');
      const waiting = (await api.get('/api/admin/handover-overrides', adminHeaders(t))).body;
      expect(waiting.map((o: { id: string }) => o.id)).toContain(id);
      const photoUrl = waiting.find((o: { id: string }) => o.id === id).override_request.photo_url as string;
      expect((await fetch(`${t.url}${photoUrl}`)).headers.get('content-type')).toBe('image/png');

      const dispatcher = await createStaffMember(t, 'dispatcher');
      expect((await api.put(`/api/admin/orders/${id}/handover-override`, undefined, dispatcher.headers)).status).toBe(403);
      const manager = await createStaffMember(t, 'manager');
      const approved = await api.put(`/api/admin/orders/${id}/handover-override`, undefined, manager.headers);
      expect(approved.status).toBe(200);
      expect(approved.body.delivery_status).toBe('Delivered');
      expect(approved.body.status_history.at(-1)).toMatchObject({ by: `admin:${manager.id}`, confirmed_by: 'override', photo_url: photoUrl });
      expect((await api.put(`/api/admin/orders/${id}/handover-override`, undefined, manager.headers)).status).toBe(409);
      const audit = (await api.get(`/api/admin/audit?target=order&targetId=${id}`, adminHeaders(t))).body;
      expect(audit.entries.map((e: { action: string }) => e.action)).toContain('order.handover_override');
      expect((await api.get('/api/admin/handover-overrides', adminHeaders(t))).body.map((o: { id: string }) => o.id)).not.toContain(id);
    });
  });

  describe("the rider's steps and position", () => {
    it('records picked up and arrived in the timeline without changing the status', async () => {
      const id = await outForDelivery();
      expect((await api.put(`/api/delivery/orders/${id}/picked-up`, undefined, partner.headers)).status).toBe(200);
      const arrived = await api.put(`/api/delivery/orders/${id}/arrived`, undefined, partner.headers);
      expect(arrived.status).toBe(200);
      expect(arrived.body.handover).toMatchObject({ picked_up_at: expect.any(String), arrived_at: expect.any(String) });
      const mine = await customersView(id);
      expect(mine.delivery_status).toBe('Out for Delivery');
      expect(mine.status_history.map((h: { status: string; step?: string }) => h.step ?? h.status)).toEqual([
        'Pending',
        'Assigned',
        'Out for Delivery',
        'picked_up',
        'arrived',
      ]);
      const other = await createPartner(t, 'Someone Else');
      expect((await api.put(`/api/delivery/orders/${id}/picked-up`, undefined, other.headers)).status).toBe(404);
      await complete(id, { code: mine.handover_code });
      expect((await api.put(`/api/delivery/orders/${id}/arrived`, undefined, partner.headers)).status).toBe(409);
    });

    it('shows the rider to the customer only while out for delivery, with a falling arrival time; "arriving soon" once; arrived at the pin', async () => {
      const id = await outForDelivery();
      const track = async () => (await api.get(`/api/orders/${id}/track`, customer.headers)).body;
      expect((await report(FAR)).body.ignored).toBeNull();
      const far = await track();
      expect(far).toMatchObject({
        delivery_status: 'Out for Delivery',
        rider: { lat: FAR.latitude, lng: FAR.longitude },
        destination: { ...PIN, source: 'pin' },
        arrived: false,
      });
      // 3 km straight, × 1.4 road factor at 18 km/h: 4.2 km in 14 minutes.
      expect(far.distance_km).toBeCloseTo(4.2, 1);
      expect(far.eta_minutes).toBe(15);
      await report(NEAR);
      const near = await track();
      expect(near.eta_minutes).toBeLessThan(far.eta_minutes);
      await until(async () => (await OutboxModel.countDocuments({ order_id: id, event: 'arriving_soon' })) === 1, 'the arriving soon message');
      await report({ latitude: NEAR.latitude - 0.0009, longitude: NEAR.longitude });
      await report(AT_THE_DOOR);
      expect((await track()).arrived).toBe(true);
      expect(await OutboxModel.countDocuments({ order_id: id, event: 'arriving_soon' })).toBe(1);

      const stranger = await signUp(t, 'Curious Neighbour');
      expect((await api.get(`/api/orders/${id}/track`, stranger.headers)).status).toBe(404);
      await complete(id, { code: (await customersView(id)).handover_code });
      expect((await track()).rider).toBeNull();
    });

    it('ignores positions outside India and impossible jumps, and deletes positions after the retention days', async () => {
      await report({ latitude: PIN.lat, longitude: PIN.lng });
      expect((await report({ latitude: 51.5, longitude: -0.12 })).body.ignored).toBe('outside_india');
      expect((await report({ latitude: 19.07, longitude: 72.87 })).body.ignored).toBe('too_fast'); // Mumbai 5 minutes later
      const kept = (await PartnerModel.findById(partner.id).lean())!.location!;
      expect([kept.latitude, kept.longitude]).toEqual([PIN.lat, PIN.lng]);

      jest.spyOn(clock, 'now').mockReturnValue(sentAt + 8 * 24 * 60 * 60 * 1000);
      expect(await forgetOldPositions()).toBeGreaterThanOrEqual(1);
      expect((await PartnerModel.findById(partner.id).lean())!.location).toBeNull();
    });

    it("streams the customer's map: each new position arrives as a track event", async () => {
      const id = await outForDelivery();
      await report(FAR);
      const abort = new AbortController();
      const response = await fetch(`${t.url}/api/orders/${id}/track/events`, {
        headers: { ...customer.headers, accept: 'text/event-stream' },
        signal: abort.signal,
      });
      expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
      const reader = response.body!.getReader();
      let text = '';
      const events = () => [...text.matchAll(/event: track\ndata: (.+)\n\n/g)].map((m) => JSON.parse(m[1]!) as { rider: { lat: number } | null });
      const readUntil = async (done: () => boolean) => {
        while (!done()) text += new TextDecoder().decode((await reader.read()).value);
      };
      await readUntil(() => events().length >= 1);
      expect(events()[0]!.rider!.lat).toBe(FAR.latitude);
      await report(NEAR);
      await readUntil(() => events().some((e) => e.rider?.lat === NEAR.latitude));
      abort.abort();
      expect((await fetch(`${t.url}/api/orders/${id}/track/events`, { headers: customer.headers })).status).toBe(400);
    });

    it("orders the rider's stops by slot, then nearest next stop from the store", async () => {
      const route = (await api.get('/api/delivery/route', partner.headers)).body;
      expect(route.store).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
      const legs = route.stops.map((s: { leg_km: number | null }) => s.leg_km);
      expect(route.stops.map((s: { sequence: number }) => s.sequence)).toEqual(route.stops.map((_: unknown, i: number) => i + 1));
      expect(legs.every((l: number | null) => l === null || l >= 0)).toBe(true);
      expect(route.stops[0].navigate_url).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    });
  });
});

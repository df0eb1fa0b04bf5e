import { useSecondApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';
import { until } from '../helpers/until';
import { createPartner, createStaffMember, signUp, STAFF_PASSWORD } from '../helpers/accounts';
import { placeOrder, seedCatalogue, weighEverySize, type Catalogue } from '../orders/fixtures';
import { readEvents } from './support';

/**
 * A live event stream lasts only as long as its session: disabling a staff member or a partner, or a password change,
 * ends their open streams at once — also when the stream is held by
 * another API process than the one that made the change. Everyone else's streams go on.
 */
describe('event streams end with their sessions', () => {
  const t = useTestApp();
  const second = useSecondApiProcess(t);
  let cat: Catalogue;
  beforeAll(async () => {
    cat = await seedCatalogue(t);
    await weighEverySize();
  });

  type Stream = ReturnType<typeof readEvents>;
  const open: Stream[] = [];
  afterEach(() => open.splice(0).forEach((s) => s.close()));

  async function stream(base: string, path: string, headers: Record<string, string>): Promise<Stream> {
    const s = readEvents(`${base}${path}`, headers);
    open.push(s);
    expect((await s.opened).status).toBe(200);
    return s;
  }
  const ends = (s: Stream, what: string) => until(() => s.ended, what);

  it('ends a disabled staff member’s stream held by the other process; a colleague’s stream goes on and gets the next order', async () => {
    const leaving = await createStaffMember(t, 'dispatcher');
    const staying = await createStaffMember(t, 'dispatcher');
    const theirs = await stream(second.url, '/api/admin/events', leaving.headers);
    const colleague = await stream(second.url, '/api/admin/events', staying.headers);

    expect((await http(t.url).put(`/api/admin/staff/${leaving.id}`, { active: false }, t.adminHeaders)).status).toBe(200);
    await ends(theirs, 'the disabled staff member’s stream to end');

    const orderId = await placeOrder(t, await signUp(t, 'Stream Shopper'), [{ id: cat.eggs6, quantity: 1 }]);
    await until(() => colleague.events.some((e) => e.orderId === orderId), 'the colleague’s stream to get the new order');
    expect(colleague.ended).toBe(false);
    expect(theirs.events.some((e) => e.orderId === orderId)).toBe(false);
  });

  it('ends a partner’s stream when the partner is disabled, on either process', async () => {
    const [far, near] = [await createPartner(t, 'Far Rider'), await createPartner(t, 'Near Rider')];
    const onSecond = await stream(second.url, '/api/delivery/events', far.headers);
    const onFirst = await stream(t.url, '/api/delivery/events', near.headers);
    expect((await http(t.url).put(`/api/admin/delivery-partners/${far.id}`, { active: false }, t.adminHeaders)).status).toBe(200);
    await ends(onSecond, 'the disabled partner’s stream on the other process to end');
    expect(onFirst.ended).toBe(false);
    expect((await http(second.url).put(`/api/admin/delivery-partners/${near.id}`, { active: false }, t.adminHeaders)).status).toBe(200);
    await ends(onFirst, 'the disabled partner’s stream on this process to end');
  });

  it('ends the stream of a session a password change ended; the fresh session’s stream goes on', async () => {
    const member = await createStaffMember(t, 'dispatcher');
    const before = await stream(second.url, '/api/admin/events', member.headers);
    const changed = await http(t.url).put('/api/admin/me/password', { currentPassword: STAFF_PASSWORD, newPassword: 'staff-secret-9' }, member.headers);
    expect(changed.status).toBe(200);
    await ends(before, 'the stream of the session the password change ended');

    // The fresh token the change answered opens a stream that stays open and is told of the next order.
    const fresh = await stream(second.url, '/api/admin/events', { 'x-admin-token': changed.body.token });
    const orderId = await placeOrder(t, await signUp(t, 'Password Shopper'), [{ id: cat.eggs6, quantity: 1 }]);
    await until(() => fresh.events.some((e) => e.orderId === orderId), 'the fresh session’s stream to get the order');
    expect(fresh.ended).toBe(false);
  });
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { devdbDatabaseUri } from '../../../scripts/lib/devdb';
import { startApiProcess, type RunningApi } from '../helpers/api-process';
import { http } from '../helpers/build-app';
import { until } from '../helpers/until';
import { adminSession, createPartner, createVariant, placeOrderIn, signUpCustomer } from './support';

/**
 * Order messages across real API processes (`tsx api/src/server.ts`, no SMS provider, so each send is a
 * `DEV-SMS to=… body=…` line in the process's log): a process killed between an order change and its send
 * still gets exactly one message out after a restart. Two processes sending at once: api/test/multi-process.
 */

jest.setTimeout(180_000);

const running = new Set<ChildProcess>();

async function startApi(uri: string, env: Record<string, string> = {}): Promise<RunningApi> {
  const api = await startApiProcess(uri, env);
  running.add(api.child);
  api.child.on('exit', () => running.delete(api.child));
  return api;
}

/** Kills a process at once, as a crash would (no shutdown hooks run). */
async function kill(p: RunningApi): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGKILL');
  await exited;
}

describe('order messages across API processes', () => {
  let db: mongoose.Connection;
  let uri: string;

  beforeEach(async () => {
    uri = devdbDatabaseUri(process.env.TEST_DEVDB_URI!, `test_${randomBytes(6).toString('hex')}`);
    db = await mongoose.createConnection(uri).asPromise();
  });
  afterEach(async () => {
    await Promise.all([...running].map((child) => new Promise((r) => child.once('exit', r).kill('SIGKILL'))));
    await db.close();
  });

  const outbox = () => db.collection<{ _id: string; status: string; body: string }>('outbox');
  const settled = () =>
    until(async () => (await outbox().countDocuments({ status: { $in: ['pending', 'sending'] } })) === 0, 'every message to be sent', 60_000);

  it('sends exactly one message per change after a crash between the change and its send', async () => {
    // A process that sends nothing itself (NOTIFY_POLL_MS=0) changes the order, then dies.
    const first = await startApi(uri, { NOTIFY_POLL_MS: '0' });
    const admin = await adminSession(first);
    const variant = await createVariant(first, admin);
    const customer = await signUpCustomer(first);
    const partner = await createPartner(first, admin);
    const { id: orderId } = await placeOrderIn(first, customer, variant, 'te');
    expect((await http(first.url).put(`/api/admin/orders/${orderId}/assign`, { partnerId: partner.id }, admin)).status).toBe(200);
    expect((await http(first.url).put(`/api/delivery/orders/${orderId}/accept`, undefined, partner.headers)).status).toBe(200);
    // Killed after accepting was stored but before its outbox row was written: the order's history knows, and the
    // note the request wrote before the change is still there (here a minute old, as after a slow restart).
    await kill(first);
    expect((await outbox().deleteOne({ _id: `${orderId}:2:customer` })).deletedCount).toBe(1);
    const accepted = (await db.collection('orders').findOne({ _id: new mongoose.Types.ObjectId(orderId) }))!.status_history[2];
    await db
      .collection<{ _id: string; order_id: string; at: Date }>('order_change_notes')
      .insertOne({ _id: `${orderId}:crashed`, order_id: orderId, at: new Date(accepted.at.getTime() - 60_000) });
    expect(first.sms).toEqual([]);

    const second = await startApi(uri, { NOTIFY_POLL_MS: '50' });
    await until(() => second.sms.length >= 4, 'four messages', 60_000);
    await settled();
    const ref = orderId.slice(-8).toUpperCase();
    expect(second.sms).toHaveLength(4);
    expect(second.sms).toEqual(
      expect.arrayContaining([
        { to: customer.phone, body: expect.stringMatching(/^నేచర్స్ నెస్ట్ ఫార్మ్స్: ఆర్డర్ #\w{8} నమోదైంది/) },
        { to: customer.phone, body: expect.stringMatching(/^నేచర్స్ నెస్ట్ ఫార్మ్స్: ఆర్డర్ #\w{8} ను Ravi Kumar/) },
        // The change whose outbox row the crash lost, recorded by the restarted process's reconciliation.
        { to: customer.phone, body: expect.stringMatching(/^నేచర్స్ నెస్ట్ ఫార్మ్స్: ఆర్డర్ #\w{8} తో Ravi Kumar బయలుదేరారు/) },
        { to: partner.phone, body: expect.stringMatching(/^Nature's Nest Farms: new delivery #\w{8} for you in Madhapur/) },
      ]),
    );
    expect(second.sms.every((s) => s.body.includes(`#${ref}`))).toBe(true);

    // Another crash and restart sends nothing again: the next message out is the new change's.
    await kill(second);
    const third = await startApi(uri, { NOTIFY_POLL_MS: '50' });
    // The code the customer shows at the door, from their order page.
    const mine = (await http(third.url).get('/api/orders', customer.headers)).body.find((o: { id: string }) => o.id === orderId);
    expect((await http(third.url).put(`/api/delivery/orders/${orderId}/complete`, { code: mine.handover_code }, partner.headers)).status).toBe(200);
    await until(() => third.sms.length >= 1, 'the delivered message', 60_000);
    await settled();
    expect(third.sms).toEqual([{ to: customer.phone, body: expect.stringContaining(`ఆర్డర్ #${ref} అందింది`) }]);
  });
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { devdbDatabaseUri } from '../../../scripts/lib/devdb';
import { freePort } from '../../../scripts/lib/stack';
import { spawnApiProcess } from '../helpers/api-process';
import { http } from '../helpers/build-app';
import { adminSession, createPartner, createVariant, eventually, placeOrderIn, signUpCustomer, type Api } from './support';
import { standInTwilioEnv } from '../../../scripts/lib/twilio-standin';

/**
 * Order messages across real API processes (`tsx api/src/server.ts`, sending to the run's Twilio stand-in, which
 * makes each send a `DEV-SMS to=… body=…` line in the process's log too): a process killed between an order change and its send
 * still gets exactly one message out after a restart, and two processes on one database send each message once.
 */

const ADMIN = { username: 'admin', password: 'admin12345' };
jest.setTimeout(180_000);

interface ApiProcess extends Api {
  child: ChildProcess;
  /** Bodies of the DEV-SMS lines this process wrote, with their recipients. */
  sms: Array<{ to: string; body: string }>;
}

const running = new Set<ChildProcess>();

async function startApi(uri: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawnApiProcess(
    {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: uri,
      AUTH_RATE_LIMIT: '1000',
      // Codes reach the run's stand-in (sign-ups read them there); every SMS is a DEV-SMS line of the log as well.
      ...standInTwilioEnv(process.env.TEST_SMS_URL!),
      ...env,
    },
    ['ignore', 'pipe', 'pipe'],
  );
  running.add(child);
  child.on('exit', () => running.delete(child));
  const sms: ApiProcess['sms'] = [];
  let rest = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      const msg = (() => {
        try {
          return String(JSON.parse(line).msg ?? '');
        } catch {
          return '';
        }
      })();
      const m = /^DEV-SMS to=(\S+) body=([\s\S]*)$/.exec(msg);
      if (m) sms.push({ to: m[1]!, body: m[2]! });
    }
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
      const ok = await fetch(`${url}/api/health`).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      return ok ? true : undefined;
    },
    'the API process to answer',
    1200,
    50,
  );
  return { url, admin: ADMIN, child, sms };
}

/** Kills a process at once, as a crash would (no shutdown hooks run). */
async function kill(p: ApiProcess): Promise<void> {
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
    eventually(
      async () => ((await outbox().countDocuments({ status: { $in: ['pending', 'sending'] } })) === 0 ? true : undefined),
      'every message to be sent',
      2000,
    );

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
    await eventually(async () => (second.sms.length >= 4 ? true : undefined), 'four messages', 2000);
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
    expect((await http(third.url).put(`/api/delivery/orders/${orderId}/complete`, undefined, partner.headers)).status).toBe(200);
    await eventually(async () => (third.sms.length >= 1 ? true : undefined), 'the delivered message', 2000);
    await settled();
    expect(third.sms).toEqual([{ to: customer.phone, body: expect.stringContaining(`ఆర్డర్ #${ref} అందింది`) }]);
  });

  it('two processes on one database send each message once', async () => {
    const [a, b] = await Promise.all([startApi(uri, { NOTIFY_POLL_MS: '20' }), startApi(uri, { NOTIFY_POLL_MS: '20' })]);
    const admin = await adminSession(a);
    const variant = await createVariant(a, admin);
    const partner = await createPartner(a, admin);
    const customers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => signUpCustomer(i % 2 ? a : b, `Customer ${i}`)));
    const orders = await Promise.all(customers.map((c, i) => placeOrderIn(i % 2 ? a : b, c, variant, 'en')));
    await Promise.all(orders.map(({ id }, i) => http((i % 2 ? b : a).url).put(`/api/admin/orders/${id}/assign`, { partnerId: partner.id }, admin)));
    // Each order: placed and assigned to the customer, the assignment to the partner.
    await eventually(async () => (a.sms.length + b.sms.length >= 18 ? true : undefined), 'eighteen messages', 2000);
    await settled();
    const all = [...a.sms, ...b.sms];
    expect(all).toHaveLength(18);
    // Each change's note went with its recorded messages: the reconciliation has nothing to read.
    expect(await db.collection('order_change_notes').countDocuments()).toBe(0);
    expect(new Set(all.map((s) => `${s.to} ${s.body}`)).size).toBe(18);
    for (const [i, { id }] of orders.entries()) {
      const ref = `#${id.slice(-8).toUpperCase()}`;
      expect(all.filter((s) => s.to === customers[i]!.phone && s.body.includes(ref))).toHaveLength(2);
      expect(all.filter((s) => s.to === partner.phone && s.body.includes(ref))).toHaveLength(1);
    }
  });
});

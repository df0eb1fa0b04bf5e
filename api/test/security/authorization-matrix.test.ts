import { addFigures } from './support/figures';
import { entryFor, expectedStatus, STAFF_PERMISSION, type Prepared, type RouteEntry } from './support/route-table';
import { callerHeaders, useSceneApp, CALLERS, type Caller, type Scene } from './support/scene';
import { isMsgBody, rawCall, snapshot, snapshotDiff, type Snapshot } from './support/world';

/**
 * Every /api route the running app registers × every kind of caller (staff of each role included: the role ×
 * route table is STAFF_PERMISSION, checked against api/src/modules/accounts/roles.ts): the exact status each must get,
 * refused calls answer `{msg}` and change nothing in the database, and another customer's or partner's
 * answers never carry the first one's data.
 */
describe('authorization matrix', () => {
  const scene = useSceneApp(__filename);

  function send(method: string, p: Prepared, headers: Record<string, string>) {
    const { url } = scene.t;
    if (p.form) return rawCall(url, method, p.path, { body: p.form(), headers });
    if (p.body === undefined) return rawCall(url, method, p.path, { headers });
    return rawCall(url, method, p.path, {
      body: JSON.stringify(p.body),
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  it('has an entry for every /api route the app registers', () => {
    const api = scene.routes.filter((r) => r.url.startsWith('/api'));
    const missing = api.filter((r) => !entryFor(r.key)).map((r) => r.key);
    expect(missing).toEqual([]);
    expect(api.length).toBeGreaterThan(30);
  });

  it('knows the permission every staff route needs', () => {
    const staffRoutes = scene.routes.filter((r) => entryFor(r.key)?.role === 'admin').map((r) => r.key);
    expect(staffRoutes.filter((k) => !STAFF_PERMISSION[k])).toEqual([]);
    expect(Object.keys(STAFF_PERMISSION).filter((k) => !staffRoutes.includes(k) && entryFor(k))).toEqual([]);
  });

  it('gives every caller exactly its answer on every route; refused calls change nothing', async () => {
    const { routes, s } = scene;
    const failures: string[] = [];
    let calls = 0;
    let refused = 0;
    let covered = 0;
    for (const route of routes.filter((r) => r.url.startsWith('/api'))) {
      const entry = entryFor(route.key);
      if (!entry) continue; // reported by the test above
      covered += 1;
      // Refused callers share one target. A run of refused calls is checked by one snapshot before it and one after
      // it (it ends before an allowed caller's preparation writes): none of them may have written anything.
      const shared = await entry.prepare(s, 'anonymous');
      let before: Snapshot | null = null;
      let refusedRun: Caller[] = [];
      const checkRefusedRun = async () => {
        if (!before) return;
        const diff = snapshotDiff(before, await snapshot());
        if (diff) failures.push(`${route.key} as one of ${refusedRun.join(', ')}: refused call changed the database (${diff})`);
        before = null;
        refusedRun = [];
      };
      for (const caller of CALLERS) {
        const expected = expectedStatus(entry, caller, route.key);
        const allowed = expected < 400 || (entry.role === null && expected === entry.ok);
        if (allowed) await checkRefusedRun();
        else before ??= await snapshot();
        const p = allowed ? await entry.prepare(s, caller) : shared;
        // A stand-in of the caller's kind makes calls that would end the caller's own session or account.
        const headers = (allowed && p.headers) || callerHeaders(s, caller, entry.role);
        const res = await send(route.method, p, headers);
        calls += 1;
        const where = `${route.key} as ${caller}`;
        if (res.status !== expected) failures.push(`${where}: ${res.status} (expected ${expected}) ${res.text.slice(0, 120)}`);
        if (res.status >= 400 && !isMsgBody(res.json)) failures.push(`${where}: error body is not {msg}: ${res.text.slice(0, 120)}`);
        leakCheck(s, entry, caller, res.text, where, failures);
        if (!allowed) {
          refused += 1;
          refusedRun.push(caller);
        }
      }
      await checkRefusedRun();
    }
    addFigures({
      'authz: routes in the app (/api)': routes.filter((r) => r.url.startsWith('/api')).length,
      'authz: routes covered': covered,
      'authz: callers per route': CALLERS.length,
      'authz: calls made': calls,
      'authz: calls refused (401/403/404), database unchanged': refused,
      'authz: wrong answers': failures.length,
    });
    expect(failures).toEqual([]);
  }, 900_000); // every route as every caller: minutes on a busy two-core machine
});

/** Customer B and partner Q must never see customer A's phone or partner P's orders. */
function leakCheck(s: Scene, entry: RouteEntry, caller: Caller, text: string, where: string, failures: string[]) {
  if (caller === 'customer B' && entry.role === 'customer' && text.includes(s.A.phone)) {
    failures.push(`${where}: answer contains customer A's phone`);
  }
  if (caller === 'partner Q' && entry.role === 'partner' && text.includes(s.A.phone)) {
    failures.push(`${where}: answer contains the phone of a customer whose orders partner P carries`);
  }
}

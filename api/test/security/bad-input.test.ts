import fc from 'fast-check';
import { addFigures } from './support/figures';
import { entryFor } from './support/route-table';
import { callerHeaders, useSceneApp, type Caller } from './support/scene';
import { isMsgBody, rawCall, snapshot, snapshotDiff } from './support/world';

/**
 * Malformed input, generated with fast-check from each route's own schema: for every route with a body,
 * a query or an id, inputs that each carry at least one real defect. Every answer must be a 4xx `{msg}`
 * (never 5xx, never a success) and the database must be exactly as before.
 */

const RUNS_PER_ROUTE = 30;
const BODY_LIMIT = 256 * 1024;

type Json = unknown;
interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
}

/** Raw JSON text that JSON.stringify cannot produce (1e400, keys named __proto__ …) travels as a marker. */
const RAW: string[] = [];
const raw = (text: string) => `@@RAW${RAW.push(text) - 1}@@`;
const render = (value: Json) => JSON.stringify(value).replace(/"@@RAW(\d+)@@"/g, (_m, i: string) => RAW[Number(i)]!);

const deep = (depth: number) => raw('['.repeat(depth) + ']'.repeat(depth));
const huge = (n: number) => 'x'.repeat(n);

function typesOf(s: Schema): Set<string> {
  if (s.anyOf) return new Set(s.anyOf.flatMap((x) => [...typesOf(x)]));
  if (s.const !== undefined) return new Set([s.const === null ? 'null' : typeof s.const]);
  if (s.enum) return new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)));
  if (!s.type) return new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);
  return new Set(Array.isArray(s.type) ? s.type : [s.type]);
}
const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Values of a type the schema does not allow, in a field. */
function wrongTypes(s: Schema): Json[] {
  const allowed = typesOf(s);
  const pool: Json[] = ['text', 7, 1.5, -3, true, null, [], ['a', 1], {}, { nested: { deeper: 1 } }];
  return pool.filter((v) => {
    const t = jsonType(v);
    if (t === 'number') return !(allowed.has('number') || (allowed.has('integer') && Number.isInteger(v)));
    if (s.const !== undefined || s.enum) return true;
    return !allowed.has(t);
  });
}

const OPERATORS: Json[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(2000) || true' },
  { $regex: '.*' },
  { $in: ['a', 'b'] },
  { $exists: true },
  raw('{"__proto__":{"isAdmin":true}}'),
  raw('{"constructor":{"prototype":{"isAdmin":true}}}'),
];

/** Id fields the API reads (others, such as a saved address's id, are documented as ignored). */
const READ_ID = /^(userId|partnerId|product_id)$|^cartItems\.\d+\.id$/;
const BAD_IDS = ['not-an-id', 'ffffffffffffffffffffffff', '$gt', '../../etc/passwd', '000000000000000000000000', ' '];

interface Defect {
  name: string;
  apply(input: { body: Json; query: Record<string, string | string[]>; id: string | null; rawBody?: string; contentType?: string }): void;
}

function setAt(root: Json, path: (string | number)[], value: Json | undefined) {
  let node = root as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** Walks the body schema alongside a valid body and lists one defect per way each field can be wrong. */
function bodyDefects(schema: Schema, base: Json, path: (string | number)[] = []): Defect[] {
  const out: Defect[] = [];
  const at = path.join('.') || 'body';
  const put = (name: string, value: Json | undefined) =>
    out.push({ name: `${at}: ${name}`, apply: (i) => (path.length ? setAt(i.body, path, value) : (i.body = value)) });

  if (path.length) {
    for (const v of wrongTypes(schema)) put(`wrong type ${JSON.stringify(v)}`, v);
    if (!typesOf(schema).has('object')) OPERATORS.forEach((op, n) => put(`operator #${n}`, op));
    put('deeply nested', deep(3000));
  }
  const types = typesOf(schema);
  if (types.has('string')) {
    if (schema.maxLength !== undefined) put(`string of ${schema.maxLength + 1}`, huge(schema.maxLength + 1));
    if (schema.minLength) put('empty string', '');
    if (schema.pattern) {
      const re = new RegExp(schema.pattern, 'u');
      const bad = ['', '   ', '!!', '\u0000', '{"$gt":""}', '1'].find((c) => !re.test(c));
      if (bad !== undefined) put(`not matching ${schema.pattern}`, bad);
    }
    if (READ_ID.test(at)) BAD_IDS.forEach((id) => put(`invalid id ${JSON.stringify(id)}`, id));
  }
  if (types.has('number') || types.has('integer')) {
    put('1e400 (Infinity)', raw('1e400'));
    put('-1e400', raw('-1e400'));
    if (schema.minimum !== undefined) put(`below minimum ${schema.minimum}`, schema.minimum - 1);
    if (schema.exclusiveMinimum !== undefined) put(`at exclusive minimum ${schema.exclusiveMinimum}`, schema.exclusiveMinimum);
    if (schema.maximum !== undefined) put(`above maximum ${schema.maximum}`, schema.maximum + 1);
    if (types.has('integer') && !types.has('number')) put('fractional', 2.5);
  }
  const obj = schema.anyOf?.find((x) => x.type === 'object') ?? (schema.type === 'object' ? schema : null);
  if (obj && base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of obj.required ?? []) {
      out.push({ name: `${at}: missing ${key}`, apply: (i) => setAt(i.body, [...path, key], undefined) });
    }
    if (obj.additionalProperties === false) {
      for (const extra of ['$where', 'isAdmin', 'role', 'password_hash', '$set', 'status']) {
        out.push({ name: `${at}: extra field ${extra}`, apply: (i) => setAt(i.body, [...path, extra], 'x') });
      }
      out.push({ name: `${at}: __proto__ key`, apply: (i) => setAt(i.body, [...path, 'zz'], raw('1,"__proto__":{"isAdmin":true}')) });
      out.push({ name: `${at}: constructor key`, apply: (i) => setAt(i.body, [...path, 'zz'], raw('1,"constructor":{"prototype":{"x":1}}')) });
    }
    for (const [key, sub] of Object.entries(obj.properties ?? {})) {
      const value = (base as Record<string, Json>)[key];
      if (value === undefined) continue;
      out.push(...bodyDefects(sub, value, [...path, key]));
    }
  }
  const arr = schema.anyOf?.find((x) => x.type === 'array') ?? (schema.type === 'array' ? schema : null);
  if (arr && Array.isArray(base)) {
    out.push({ name: `${at}: empty array`, apply: (i) => setAt(i.body, path, []) });
    out.push({
      name: `${at}: 500 items`,
      apply: (i) =>
        setAt(
          i.body,
          path,
          Array.from({ length: 500 }, () => base[0]),
        ),
    });
    if (base.length && arr.items) out.push(...bodyDefects(arr.items, base[0], [...path, 0]));
  }
  return out;
}

const WHOLE_BODY: Defect[] = [
  { name: 'invalid JSON', apply: (i) => (i.rawBody = '{"a":') },
  { name: 'array body', apply: (i) => (i.rawBody = '[]') },
  { name: 'null body', apply: (i) => (i.rawBody = 'null') },
  { name: 'string body', apply: (i) => (i.rawBody = '"hello"') },
  { name: 'empty body', apply: (i) => (i.rawBody = '') },
  { name: 'deeply nested body', apply: (i) => (i.rawBody = '['.repeat(50_000) + ']'.repeat(50_000)) },
  { name: 'nested objects body', apply: (i) => (i.rawBody = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)) },
  { name: 'body over the size limit', apply: (i) => (i.rawBody = JSON.stringify({ pad: huge(BODY_LIMIT + 10) })) },
  { name: 'text/plain', apply: (i) => (i.contentType = 'text/plain') },
  { name: 'top-level __proto__', apply: (i) => (i.rawBody = '{"__proto__":{"isAdmin":true}}') },
];

function queryDefects(schema: Schema): Defect[] {
  const out: Defect[] = [];
  const q = (name: string, f: (query: Record<string, string | string[]>) => void) => out.push({ name: `query: ${name}`, apply: (i) => f(i.query) });
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const types = typesOf(sub);
    if (types.has('integer') || types.has('number')) {
      for (const v of ['abc', '-1', '0', '1e400', '1.5', '', '{"$gt":0}', '99999999999']) {
        if (types.has('number') && v === '1.5') continue;
        if (
          sub.minimum !== undefined &&
          Number(v) >= sub.minimum &&
          (sub.maximum === undefined || Number(v) <= sub.maximum) &&
          Number.isInteger(Number(v)) &&
          v !== ''
        )
          continue;
        q(`${key}=${v}`, (query) => (query[key] = v));
      }
      q(`${key} twice`, (query) => (query[key] = ['1', '2']));
    }
    if (types.has('boolean')) q(`${key}=maybe`, (query) => (query[key] = 'maybe'));
    if (types.has('string')) {
      if (sub.maxLength !== undefined) q(`${key} too long`, (query) => (query[key] = huge(sub.maxLength! + 1)));
      if (sub.format || sub.anyOf || sub.enum) q(`${key} not valid`, (query) => (query[key] = '$where'));
    }
    q(`${key}[$gt]`, (query) => (query[`${key}[$gt]`] = '1'));
  }
  // (`__proto__=…` is dropped by the query parser — assigning a string to __proto__ does nothing — so it is
  // not a defect; the prototype-pollution test below checks it changes nothing.)
  for (const extra of ['$where', 'constructor', 'isAdmin', 'toString']) q(`extra ${extra}`, (query) => (query[extra] = '1'));
  return out;
}

const ID_DEFECTS: Defect[] = ['not-an-id', 'ffffffffffffffffffffffff', '%7B%22%24gt%22%3A%22%22%7D', 'a'.repeat(65), '..%2F..%2Fetc%2Fpasswd', '%00', '-1'].map(
  (id) => ({ name: `id ${id.slice(0, 30)}`, apply: (i) => (i.id = id) }),
);

function rightful(role: string | null): Caller {
  return role === 'customer' ? 'customer A' : role === 'admin' ? 'admin' : role === 'partner' ? 'partner P' : 'anonymous';
}

describe('bad input never breaks anything', () => {
  const scene = useSceneApp(__filename);

  it('answers every generated malformed input with a 4xx {msg}, never 5xx, and writes nothing', async () => {
    const { t, routes, s } = scene;
    const failures: string[] = [];
    let tried = 0;
    let refused = 0;
    let fiveHundreds = 0;
    let routesFuzzed = 0;
    const targets = routes.filter((r) => {
      const sc = r.schema as { body?: unknown; querystring?: unknown; params?: unknown } | undefined;
      return r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && (sc?.body || sc?.querystring || sc?.params);
    });
    for (const route of targets) {
      const entry = entryFor(route.key);
      if (!entry) continue; // the authorization matrix reports routes without an entry
      routesFuzzed += 1;
      const sc = route.schema as { body?: Schema; querystring?: Schema; params?: Schema };
      const caller = rightful(entry.role);
      const base = await entry.prepare(s, caller);
      const [basePath, baseQuery = ''] = base.path.split('?') as [string, string?];
      const baseId = sc.params ? (basePath.split('/')[route.url.split('/').indexOf(':id')] ?? null) : null;
      const defects: Defect[] = [
        ...(sc.body && base.body !== undefined ? [...bodyDefects(sc.body, base.body), ...WHOLE_BODY] : []),
        ...(sc.querystring ? queryDefects(sc.querystring) : []),
        ...(sc.params ? ID_DEFECTS : []),
      ];
      if (defects.length === 0) continue;
      const headers = callerHeaders(s, caller, entry.role);
      const before = await snapshot();

      await fc.assert(
        fc.asyncProperty(fc.uniqueArray(fc.nat(defects.length - 1), { minLength: 1, maxLength: 3 }), async (picks) => {
          const input = {
            body: structuredClone(base.body ?? {}) as Json,
            query: Object.fromEntries(new URLSearchParams(baseQuery)) as Record<string, string | string[]>,
            id: baseId,
            rawBody: undefined as string | undefined,
            contentType: undefined as string | undefined,
          };
          for (const p of picks) {
            try {
              defects[p]!.apply(input);
            } catch {
              // a defect whose field an earlier defect removed: the others still apply
            }
          }
          const names = picks.map((p) => defects[p]!.name).join(' + ');
          let path = route.url.replace(':id', input.id ?? '');
          if (!sc.params && basePath !== route.url) path = basePath;
          const qs = new URLSearchParams();
          for (const [k, v] of Object.entries(input.query)) for (const one of [v].flat()) qs.append(k, one);
          if ([...qs].length) path += `?${qs}`;
          const withBody = route.method !== 'GET' && route.method !== 'DELETE' && (sc.body || input.rawBody !== undefined);
          const res = await rawCall(t.url, route.method, path, {
            headers: withBody ? { 'content-type': input.contentType ?? 'application/json', ...headers } : headers,
            body: withBody ? (input.rawBody ?? render(input.body)) : undefined,
          });
          tried += 1;
          if (res.status >= 500) fiveHundreds += 1;
          if (res.status >= 400 && res.status < 500 && isMsgBody(res.json)) {
            refused += 1;
            return true;
          }
          failures.push(`${route.key} [${names}]: ${res.status} ${res.text.slice(0, 160)}`);
          return true; // collect every failure instead of shrinking one
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261122 },
      );
      const diff = snapshotDiff(before, await snapshot());
      if (diff) failures.push(`${route.key}: malformed input changed the database (${diff})`);
    }
    addFigures({
      'bad input: routes fuzzed (body, query or id)': routesFuzzed,
      'bad input: malformed inputs tried': tried,
      'bad input: refused with 4xx {msg}': refused,
      'bad input: 5xx seen': fiveHundreds,
    });
    expect(failures).toEqual([]);
    expect(fiveHundreds).toBe(0);
  }, 180_000);

  it('lets no request pollute Object.prototype (query, JSON body, nested keys)', async () => {
    const { t, s } = scene;
    const probes = [
      ['GET', '/api/products?__proto__[isAdmin]=1&__proto__=x&constructor[prototype][isAdmin]=1', undefined],
      ['POST', '/api/login', '{"phone":"9876543210","password":"x","__proto__":{"isAdmin":true}}'],
      ['POST', '/api/login', '{"phone":"9876543210","password":"x","constructor":{"prototype":{"isAdmin":true}}}'],
      ['POST', '/api/orders/quote', `{"cartItems":[{"id":"${'f'.repeat(24)}","quantity":1,"__proto__":{"isAdmin":true}}],"shippingAddress":null}`],
    ] as const;
    for (const [method, path, body] of probes) {
      const res = await rawCall(t.url, method, path, {
        body,
        headers: body ? { 'content-type': 'application/json', ...s.A.headers } : {},
      });
      expect(res.status).toBeLessThan(500);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
  });
});

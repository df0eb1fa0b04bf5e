import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { normalizeIndianPhone } from '../../src/lib/phone';
import { CATEGORY_NAMES, PRODUCT_CATEGORIES } from '../../src/modules/catalogue/categories';
import { DELIVERY_STATUSES } from '../../src/modules/orders/model';
import { useTestApp } from '../helpers/build-app';

type Json = Record<string, any>;

/**
 * The served OpenAPI document checked by a standard validator (@seriousme/openapi-schema-validator, the official
 * OpenAPI JSON schemas). It ships as an ES module only, so it runs as its own command-line tool on a file.
 */
async function validateWithStandardTool(doc: Json): Promise<{ valid: boolean; errors?: unknown }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(doc));
  const cli = path.join(path.dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')), 'bin/validate-api-cli.js');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, file]).catch((err) => err);
    return JSON.parse(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * OpenAPI 3.1's own schema leaves Schema Objects open (any JSON Schema 2020-12 dialect), so each one is also checked
 * against the JSON Schema 2020-12 meta-schema: a boolean `exclusiveMinimum` or a misspelt `type` fails here.
 */
function invalidSchemaObjects(doc: Json): string[] {
  const ajv = new Ajv2020({ strict: false });
  const problems: string[] = [];
  const check = (schema: unknown, where: string) => {
    if (!ajv.validateSchema(schema as object)) problems.push(`${where}: ${ajv.errorsText(ajv.errors)}`);
  };
  const visit = (node: unknown, where: string): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema') check(value, `${where}/schema`);
      else visit(value, `${where}/${key}`);
    }
  };
  visit(doc.paths, '#/paths');
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) check(schema, `#/components/schemas/${name}`);
  return problems;
}

describe('the OpenAPI document at /api/docs/json', () => {
  const t = useTestApp();
  let doc: Json;
  beforeAll(async () => {
    const res = await t.api.get('/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });

  it('is valid OpenAPI of the version it declares, every schema included', async () => {
    // 3.1: its schemas are JSON Schema 2020-12, the dialect TypeBox writes (numeric exclusiveMinimum, type null).
    expect(doc.openapi).toBe('3.1.0');
    expect(await validateWithStandardTool(doc)).toEqual({ valid: true });
    expect(invalidSchemaObjects(doc)).toEqual([]);
  });

  /** Every operation of the document with its method and path. */
  const operations = () =>
    Object.entries(doc.paths as Json).flatMap(([path, ops]) => Object.entries(ops as Json).map(([method, op]) => ({ method, path, op: op as Json })));
  const param = (path: string, method: string, name: string) => (doc.paths[path][method].parameters as Json[]).find((p) => p.name === name)!.schema;
  const bodyField = (path: string, method: string, ...fields: string[]) =>
    fields.reduce((schema: Json, f) => schema.properties[f], doc.paths[path][method].requestBody.content['application/json'].schema);

  it('lists on every operation the {msg} errors a route of its kind can answer', () => {
    const missing: string[] = [];
    for (const { method, path, op } of operations()) {
      const expected = ['413', '414', '503'];
      if (op.security?.length) expected.push('401', '403');
      if (path.includes('{')) expected.push('400', '404');
      if (['post', 'put', 'delete'].includes(method)) expected.push('400', '415');
      for (const code of expected) {
        const schema = op.responses[code]?.content?.['application/json']?.schema;
        if (schema?.properties?.msg?.type !== 'string' || !op.responses[code].description) missing.push(`${method} ${path} ${code}`);
      }
    }
    expect(missing).toEqual([]);
    // Where the code adds its own: a conflict, a rate limit, Retry-After on an outage.
    expect(Object.keys(doc.paths['/api/orders'].post.responses)).toEqual(expect.arrayContaining(['409', '429']));
    expect(Object.keys(doc.paths['/api/login'].post.responses)).toContain('429');
    expect(doc.paths['/api/me'].get.responses['503'].headers).toHaveProperty('retry-after');
  });

  it('gives ids their pattern, phone numbers the pattern the server accepts, categories and statuses their lists', () => {
    // Message ids of the notification outbox are an order id with two more parts; every other id is an ObjectId.
    for (const { path, method, op } of operations().filter(({ path }) => path.includes('{id}'))) {
      // Failed messages are `<order id>:<kind>`, credit notes their number's id (`CN-26-27-000012`).
      const pattern = path.startsWith('/api/admin/notifications/')
        ? expect.stringMatching(/^\^\[0-9a-fA-F\]\{24\}:/)
        : path.startsWith('/api/admin/credit-notes/')
          ? '^CN-\\d{2}-\\d{2}-\\d{6}$'
          : '^[0-9a-fA-F]{24}$';
      expect([method, path, (op.parameters as Json[]).find((p) => p.name === 'id')?.schema.pattern]).toEqual([method, path, pattern]);
    }
    expect(bodyField('/api/admin/variants', 'post', 'product_id').pattern).toBe('^[0-9a-fA-F]{24}$');

    // The documented phone pattern takes exactly what the server normalises, whatever the spelling.
    const phone = new RegExp(bodyField('/api/login', 'post', 'phone').pattern, 'u');
    expect(bodyField('/api/register', 'post', 'phone').pattern).toBe(phone.source);
    const pieces = fc.constantFrom('+', '9', '1', '0', '6', '5', '8', ' ', '-', '\t', '\u00a0', '\x1c', '٣', 'a');
    const spellings = fc.oneof(
      fc.array(pieces, { maxLength: 20 }).map((p) => p.join('')),
      fc
        .tuple(fc.constantFrom('', '+91', '91', '0', '+91 ', '0-'), fc.stringMatching(/^[6-9][0-9]{9}$/), fc.constantFrom('', ' ', '\n'))
        .map((p) => p.join('')),
    );
    fc.assert(
      fc.property(spellings, (s) => phone.test(s) === (normalizeIndianPhone(s) !== null)),
      { numRuns: 2000 },
    );

    // Categories: the stored list, and every name a request may use in any case and spacing (nothing else).
    expect(doc.paths['/api/products/{id}'].get.responses['200'].content['application/json'].schema.properties.product.properties.category.enum).toEqual([
      ...PRODUCT_CATEGORIES,
    ]);
    const filter = new RegExp(param('/api/products', 'get', 'category').pattern, 'u');
    const adminCategory = new RegExp(bodyField('/api/admin/products', 'post', 'product', 'category').pattern, 'u');
    for (const name of CATEGORY_NAMES) {
      const spaced = ` ${name.toUpperCase().slice(0, 3)} ${name.slice(3)} `;
      expect([name, filter.test(name), filter.test(spaced), adminCategory.test(spaced)]).toEqual([name, true, true, true]);
    }
    expect([filter.test(''), filter.test('vegetables'), adminCategory.test(''), adminCategory.test('toys')]).toEqual([true, false, false, false]);

    expect(param('/api/admin/orders', 'get', 'status').enum).toEqual([...DELIVERY_STATUSES]);
  });

  it('the checks above refuse what a standard tool refuses (a 3.0 document with a numeric exclusiveMinimum)', async () => {
    const price = { type: 'number', exclusiveMinimum: 0 };
    const broken = {
      ...doc,
      openapi: '3.0.3',
      paths: { '/p': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: price } } } } } } },
    };
    expect((await validateWithStandardTool(broken)).valid).toBe(false);
    const misspelt = {
      ...doc,
      paths: { '/p': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'strng' } } } } } } } },
    };
    expect(invalidSchemaObjects(misspelt)).toHaveLength(1);
  });
});

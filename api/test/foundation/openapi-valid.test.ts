import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Ajv2020 from 'ajv/dist/2020';
import { http, startTestApp, type TestApp } from '../helpers/build-app';

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
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await startTestApp();
    const res = await http(t.url).get('/api/docs/json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(() => t.close());

  it('is valid OpenAPI of the version it declares, every schema included', async () => {
    // 3.1: its schemas are JSON Schema 2020-12, the dialect TypeBox writes (numeric exclusiveMinimum, type null).
    expect(doc.openapi).toBe('3.1.0');
    expect(await validateWithStandardTool(doc)).toEqual({ valid: true });
    expect(invalidSchemaObjects(doc)).toEqual([]);
  });

  it('the checks above refuse what a standard tool refuses (a 3.0 document with a numeric exclusiveMinimum)', async () => {
    const price = { type: 'number', exclusiveMinimum: 0 };
    const broken = { ...doc, openapi: '3.0.3', paths: { '/p': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: price } } } } } } } };
    expect((await validateWithStandardTool(broken)).valid).toBe(false);
    const misspelt = { ...doc, paths: { '/p': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'strng' } } } } } } } } };
    expect(invalidSchemaObjects(misspelt)).toHaveLength(1);
  });
});

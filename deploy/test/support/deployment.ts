import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/**
 * Reading the deployment files the way docker compose and docker build would, without a Docker engine:
 * the compose file with its ${VAR} interpolation, .env.example, and Dockerfiles split into stages.
 */
export const ROOT = path.resolve(__dirname, '../../..');
export const COMPOSE_FILE = path.join(ROOT, 'docker-compose.yml');

export type Env = Record<string, string>;
export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: Record<string, string | number | null> | string[] };
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number | { published?: number; target?: number })[];
  expose?: (string | number)[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  depends_on?: string[] | Record<string, { condition: string }>;
  networks?: string[] | Record<string, unknown>;
  container_name?: string;
  command?: string | string[];
  [key: string]: unknown;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: Record<string, { internal?: boolean } | null>;
  volumes?: Record<string, unknown>;
}

export function readComposeRaw(): unknown {
  return parse(readFileSync(COMPOSE_FILE, 'utf8'));
}

/** KEY=value lines of an env file (comments and blank lines skipped; no quoting, like the example file). */
export function parseEnvFile(file: string): Env {
  const env: Env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) env[match[1]] = match[2].trim();
  }
  return env;
}

/** Every variable name an env file mentions, set (`KEY=`) or commented out (`# KEY=value`). */
export function documentedVariables(file: string): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match) names.add(match[1]);
  }
  return names;
}

export const envExample = () => parseEnvFile(path.join(ROOT, '.env.example'));

const REFERENCE = /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))|\$\$/g;

/** Compose's interpolation of one string: ${X}, ${X:-default}, ${X-default}, ${X:?error}, ${X?error}, $X, $$. */
export function interpolate(text: string, env: Env, where = ''): string {
  return text.replace(REFERENCE, (whole, braced, op, arg, bare) => {
    if (whole === '$$') return '$';
    const name = braced ?? bare;
    const value = env[name];
    const unset = value === undefined;
    const empty = unset || value === '';
    switch (op) {
      case ':-':
        return empty ? arg : value;
      case '-':
        return unset ? arg : value;
      case ':?':
      case '?':
        if (op === ':?' ? empty : unset) throw new Error(`required variable ${name} is missing a value: ${arg} ${where}`.trim());
        return value;
      default:
        return value ?? '';
    }
  });
}

/** Names referenced with ${...} or $NAME anywhere in a text (after YAML parsing, like compose). */
export function referencedVariables(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const m of value.matchAll(REFERENCE)) if (m[0] !== '$$') into.add(m[1] ?? m[4]);
  } else if (Array.isArray(value)) value.forEach((v) => referencedVariables(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => referencedVariables(v, into));
  return into;
}

function interpolateDeep(value: unknown, env: Env, where: string): unknown {
  if (typeof value === 'string') return interpolate(value, env, where);
  if (Array.isArray(value)) return value.map((v, i) => interpolateDeep(v, env, `${where}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateDeep(v, env, `${where}.${k}`)]));
  }
  return value;
}

/** The compose file as `docker compose config` would see it with this environment (.env contents). */
export function loadCompose(env: Env): ComposeFile {
  return interpolateDeep(readComposeRaw(), env, 'docker-compose.yml') as ComposeFile;
}

/** Strong stand-ins for the secrets an operator must put into .env. */
export const TEST_SECRETS: Env = {
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789abcdef',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'a-long-admin-password',
};

export const operatorEnv = (): Env => {
  const env = envExample();
  for (const [key, value] of Object.entries(TEST_SECRETS)) if (!env[key]) env[key] = value;
  return env;
};

export function serviceEnvironment(service: ComposeService): Env {
  const env: Env = {};
  const raw = service.environment ?? {};
  if (Array.isArray(raw)) {
    for (const entry of raw) {
      const [key, ...rest] = entry.split('=');
      env[key] = rest.join('=');
    }
  } else {
    for (const [key, value] of Object.entries(raw)) env[key] = value === null ? '' : String(value);
  }
  return env;
}

/** Where and how compose builds a service's image: context folder, Dockerfile and build arguments. */
export interface Build {
  context: string;
  dockerfile: string;
  args: Env;
}

export function buildOf(service: ComposeService): Build | null {
  if (!service.build) return null;
  const build = typeof service.build === 'string' ? { context: service.build } : service.build;
  const context = path.resolve(ROOT, build.context ?? '.');
  const args: Env = {};
  if (Array.isArray(build.args)) {
    for (const entry of build.args) {
      const [key, ...rest] = entry.split('=');
      if (rest.length) args[key] = rest.join('=');
    }
  } else {
    for (const [key, value] of Object.entries(build.args ?? {})) if (value !== null) args[key] = String(value);
  }
  return { context, dockerfile: path.resolve(context, build.dockerfile ?? 'Dockerfile'), args };
}

/** The stages of a service's image: its Dockerfile read with the service's build arguments. */
export const imageStages = (build: Build): Stage[] => parseDockerfile(build.dockerfile, build.args);

export interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** $NAME and ${NAME} replaced where NAME has a value; any other name (a shell's own variable) left alone. */
function substitute(text: string, values: Env): string {
  return text.replace(VARIABLE, (whole, braced, bare) => values[braced ?? bare] ?? whole);
}

/** Runs when the container does (not at build time): HEALTHCHECK, CMD and ENTRYPOINT. */
const RUNTIME = new Set(['HEALTHCHECK', 'CMD', 'ENTRYPOINT']);

/**
 * A Dockerfile's stages with their instructions (continuation lines joined, comments dropped), its variables
 * replaced as docker build would with these build arguments: an ARG takes the argument, else its default, and
 * reaches the instructions after it in its stage; ENV values reach the later instructions too. The shell forms
 * of HEALTHCHECK, CMD and ENTRYPOINT run in the container, so only ENV reaches them (no build argument does).
 */
export function parseDockerfile(file: string, buildArgs: Env = {}): Stage[] {
  const lines: string[] = [];
  let current = '';
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*#/.test(raw) && current === '') continue;
    if (/^\s*#/.test(raw)) continue;
    if (raw.endsWith('\\')) {
      current += raw.slice(0, -1) + ' ';
      continue;
    }
    current += raw;
    if (current.trim()) lines.push(current.trim());
    current = '';
  }
  const stages: Stage[] = [];
  const globalArgs: Env = {};
  let args: Env = {};
  let env: Env = {};
  /** `ARG NAME` or `ARG NAME=default`: the build argument, else the default, else a global ARG's value. */
  const declare = (text: string, into: Env, scope: Env) => {
    const [, name, fallback] = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/.exec(text.trim()) ?? [];
    if (!name) throw new Error(`${file}: cannot read ARG ${text}`);
    const value = buildArgs[name] ?? (fallback === undefined ? globalArgs[name] : substitute(fallback.replace(/^"(.*)"$/, '$1'), scope));
    if (value !== undefined) into[name] = value;
  };
  for (const line of lines) {
    const [, keyword, raw] = /^(\S+)\s*(.*)$/.exec(line)!;
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const match = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(substitute(raw, globalArgs));
      if (!match) throw new Error(`${file}: cannot read FROM ${raw}`);
      stages.push({ from: match[1], name: match[2], instructions: [] });
      args = {};
      env = {};
      continue;
    }
    if (stages.length === 0) {
      if (upper !== 'ARG') throw new Error(`${file}: ${keyword} before FROM`);
      declare(raw, globalArgs, globalArgs);
      continue;
    }
    const shellForm = !/^(--\S+\s+)*(CMD\s+)?\[/.test(raw);
    const text = RUNTIME.has(upper) ? (shellForm ? substitute(raw, env) : raw) : substitute(raw, { ...args, ...env });
    if (upper === 'ARG') declare(raw, args, { ...args, ...env });
    if (upper === 'ENV') Object.assign(env, stageEnv({ from: '', instructions: [{ keyword: 'ENV', args: text }] }));
    stages.at(-1)!.instructions.push({ keyword: upper, args: text });
  }
  return stages;
}

/** ENV of a stage: KEY=value pairs, double quotes removed. */
export function stageEnv(stage: Stage): Env {
  const env: Env = {};
  for (const { keyword, args } of stage.instructions) {
    if (keyword !== 'ENV') continue;
    for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|\S*)/g)) env[m[1]] = m[3] ?? m[2];
  }
  return env;
}

/** COPY instructions of a stage: sources (relative to the context, or to --from's stage) and destination. */
export function stageCopies(stage: Stage): { from?: string; sources: string[]; dest: string }[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')
    .map(({ args }) => {
      const words = args.split(/\s+/);
      const flags = words.filter((w) => w.startsWith('--'));
      const rest = words.filter((w) => !w.startsWith('--'));
      const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
      return { from, sources: rest.slice(0, -1), dest: rest.at(-1)! };
    });
}

export const fileExists = (p: string) => existsSync(p);

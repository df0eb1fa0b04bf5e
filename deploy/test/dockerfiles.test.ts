import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../../scripts/lib/stack';
import { ROOT, buildOf, fileExists, imageStages, loadCompose, operatorEnv, parseDockerfile, stageCopies, stageEnv, type Stage } from './support/deployment';

const services = loadCompose(operatorEnv()).services;
const built = Object.entries(services)
  .map(([name, service]) => ({ name, build: buildOf(service) }))
  .filter((s): s is { name: string; build: NonNullable<ReturnType<typeof buildOf>> } => s.build !== null);
const stagesOf = (name: string): Stage[] => imageStages(built.find((b) => b.name === name)!.build);
const finalStage = (name: string): Stage => stagesOf(name).at(-1)!;
const STATIC_APP_DOCKERFILE = path.join(ROOT, 'deploy/static-app.Dockerfile');

/** `name:tag` with a version in the tag (digits), or an `@sha256:` digest; never `latest` or no tag. */
function isPinned(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const tag = /^[^:@]+(?::\d+)?\/?[^:@]*:([^:@/]+)$/.exec(image)?.[1];
  return tag !== undefined && tag !== 'latest' && /\d+\.\d+/.test(tag);
}

describe('Dockerfiles', () => {
  it('every service builds from an existing Dockerfile or uses a pinned image', () => {
    expect(built.map((b) => b.name).sort()).toEqual(['admin-web', 'api', 'delivery-web', 'gateway', 'shared-ui', 'shop-web']);
    for (const { name, build } of built) {
      expect([name, fileExists(build.dockerfile), build.context]).toEqual([name, true, ROOT]);
    }
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) expect([name, isPinned(service.image ?? '')]).toEqual([name, true]);
    }
  });

  it('pins every base image (a version tag, never latest)', () => {
    expect(isPinned('node:20.19.5-bookworm-slim')).toBe(true);
    expect(isPinned('nginx')).toBe(false);
    expect(isPinned('nginx:latest')).toBe(false);
    expect(isPinned('nginx:stable')).toBe(false);
    expect(isPinned('localhost:5000/nginx')).toBe(false);
    for (const { name, build } of built) {
      const stages = imageStages(build);
      const names = new Set<string>();
      for (const stage of stages) {
        if (!names.has(stage.from)) expect([name, stage.from, isPinned(stage.from)]).toEqual([name, stage.from, true]);
        if (stage.name) names.add(stage.name);
      }
    }
  });

  it('copies only files that exist in the build context', () => {
    for (const { name, build } of built) {
      for (const stage of imageStages(build)) {
        for (const copy of stageCopies(stage).filter((c) => !c.from)) {
          for (const source of copy.sources) expect([name, source, fileExists(path.join(build.context, source))]).toEqual([name, source, true]);
        }
      }
    }
  });

  it('keeps secrets and host build output out of the build context and the images', () => {
    const ignore = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['.env', '**/node_modules', '**/dist', '.data', '.run', '.git']) expect(ignore).toContain(entry);
    for (const { build } of built) {
      for (const stage of imageStages(build)) {
        for (const { keyword, args } of stage.instructions) {
          if (keyword === 'ENV' || keyword === 'ARG') expect(args).not.toMatch(/SECRET|PASSWORD|TOKEN|TWILIO|MONGODB_URI/);
          if (keyword === 'COPY' || keyword === 'ADD') expect(args).not.toMatch(/(^|\s|\/)\.env/);
        }
      }
    }
  });

  it('builds the API in stages and runs it as a non-root user in production mode with a healthcheck', () => {
    const stages = parseDockerfile(path.join(ROOT, 'api/Dockerfile'));
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = stages.at(-1)!;
    expect(runtime.from).toMatch(/^node:20\.(19|[2-9]\d)\.\d+-bookworm-slim$/);
    expect(stageEnv(runtime).NODE_ENV).toBe('production');
    expect(stageEnv(runtime).HOST).toBe('0.0.0.0');
    const user = runtime.instructions.filter((i) => i.keyword === 'USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    const health = runtime.instructions.find((i) => i.keyword === 'HEALTHCHECK')!.args;
    expect(health).toContain('/api/health');
    expect(health).toContain('fetch(');
    expect(runtime.instructions.find((i) => i.keyword === 'CMD')!.args).toContain('dist/server.js');
    // The compiled code comes from the build stage; no TypeScript sources in the runtime image.
    expect(stageCopies(runtime).some((c) => c.from === 'build' && c.sources[0].endsWith('/api/dist'))).toBe(true);
    expect(stageCopies(runtime).some((c) => !c.from && c.sources.some((s) => s.includes('src')))).toBe(false);
  });

  describe.each(APPS.map((app) => [app.name, app] as const))('%s image', (name, app) => {
    const stage = finalStage(name);

    it('serves its dist/ with gateway/templates/app.conf.template, settings as for make start', () => {
      expect(stage.from).toMatch(/^nginxinc\/nginx-unprivileged:\d+\.\d+\.\d+/);
      const env = stageEnv(stage);
      expect(env).toMatchObject({ APP_PORT: '8080', APP_ROOT: '/usr/share/nginx/html', APP_BASE: app.base, APP_FALLBACK: app.fallback });
      const copies = stageCopies(stage);
      expect(copies).toContainEqual({ sources: ['gateway/templates/app.conf.template'], dest: '/etc/nginx/templates/app.conf.template' });
      // Folders match the URLs: ${APP_ROOT}${APP_BASE} is the app's dist.
      expect(copies).toContainEqual({ from: 'build', sources: [`/src/${name}/dist`], dest: `${env.APP_ROOT}${env.APP_BASE}` });
    });

    it('runs nginx as its unprivileged user and has a healthcheck on its own path', () => {
      expect(stage.instructions.filter((i) => i.keyword === 'USER').at(-1)?.args).toBe('101');
      // As the container's shell runs it: the image's ENV filled in, the build arguments long gone.
      const health = stage.instructions.find((i) => i.keyword === 'HEALTHCHECK')!.args;
      expect(health).toContain(`"http://127.0.0.1:8080${app.base}${app.name === 'shared-ui' ? 'remoteEntry.js' : ''}"`);
    });

    it('installs, copies and builds its own workspace, and serves that build', () => {
      const build = stagesOf(name).find((s) => s.name === 'build')!;
      const runs = build.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
      expect(runs).toContainEqual(expect.stringMatching(new RegExp(`^npm install .*--workspace "${name}"`)));
      expect(runs).toContainEqual(`npm run build --workspace "${name}"`);
      expect(stageCopies(build)).toContainEqual({ sources: [name], dest: name });
      expect(
        stageCopies(stage)
          .filter((c) => c.from === 'build')
          .map((c) => c.sources),
      ).toEqual([[`/src/${name}/dist`]]);
    });
  });

  it('builds the four static apps from one Dockerfile, each service passing every build argument it declares', () => {
    const declared = parseDockerfile(STATIC_APP_DOCKERFILE).flatMap((s) => s.instructions.filter((i) => i.keyword === 'ARG').map((i) => i.args.split('=')[0]));
    expect(new Set(declared)).toEqual(new Set(['APP', 'APP_BASE', 'APP_FALLBACK', 'APP_HEALTH']));
    for (const app of APPS) {
      const { build } = built.find((b) => b.name === app.name)!;
      expect([app.name, build.dockerfile]).toEqual([app.name, STATIC_APP_DOCKERFILE]);
      expect([app.name, Object.keys(build.args).sort()]).toEqual([app.name, [...new Set(declared)].sort()]);
      expect([app.name, build.args.APP]).toEqual([app.name, app.name]);
      // No copy of its own that could drift from the one compose builds.
      expect([app.name, fileExists(path.join(ROOT, app.name, 'Dockerfile'))]).toEqual([app.name, false]);
    }
  });

  it('copies the shared host code (Vite settings, UI kit loader) into each host app build', () => {
    for (const app of APPS.filter((a) => a.name !== 'shared-ui')) {
      const copies = stagesOf(app.name).flatMap(stageCopies);
      expect([app.name, copies]).toEqual([app.name, expect.arrayContaining([{ sources: ['shared-ui/host'], dest: 'shared-ui/host' }])]);
    }
  });

  it('gives the gateway the same template as make start and security-headers.conf next to nginx.conf', () => {
    const stage = finalStage('gateway');
    expect(stage.from).toMatch(/^nginxinc\/nginx-unprivileged:\d+\.\d+\.\d+/);
    expect(stageCopies(stage)).toEqual(
      expect.arrayContaining([
        { sources: ['gateway/templates/gateway.conf.template'], dest: '/etc/nginx/templates/gateway.conf.template' },
        { sources: ['gateway/security-headers.conf'], dest: '/etc/nginx/security-headers.conf' },
      ]),
    );
  });
});

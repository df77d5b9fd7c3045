// The deployment files (Dockerfile, deploy/compose.yaml, deploy/Caddyfile), checked without a container
// engine: against each other, against the server's own configuration schema, and against CI and the README.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configVariables, loadConfig } from '../apps/server/src/config.ts';
import { root } from './lib.mjs';

const read = (path) => readFileSync(join(root, path), 'utf8');

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
const interpolate = (text, env) =>
  text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (match, name, colon, kind, rest) => {
    if (match === '$$') return '$';
    const value = env[name];
    const missing = value === undefined || (colon === ':' && value === '');
    if (!missing) return value;
    if (kind === '?') throw new Error(`${name}: ${rest}`);
    return kind === '-' ? rest : '';
  });

/** The operator's environment for `docker compose up`: what the file asks for, nothing else. */
const operatorEnv = { FIREBASE_PROJECT_ID: 'rpg-live', FIREBASE_WEB_API_KEY: 'web-key', POSTGRES_PASSWORD: 'pw_123' };
const composeText = read('deploy/compose.yaml');
const compose = parse(interpolate(composeText, operatorEnv), { merge: true });
const services = compose.services;
const apiNames = Object.keys(services).filter((name) => /^api-\d+$/.test(name));

/** Dockerfile instructions by stage: continuation lines joined, comments dropped. */
const dockerfileStages = (text) => {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
  const stages = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image, as, name] = instruction.args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else stages.at(-1).instructions.push(instruction);
  }
  return stages;
};
const stages = dockerfileStages(read('Dockerfile'));
const stage = (name) => stages.find((s) => s.name === name);
const runtime = stages.at(-1);
const args = (s, keyword) => s.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);
/** ENV A=1 B=2 (the image's environment, which compose's adds to). */
const imageEnv = Object.fromEntries(
  args(runtime, 'ENV').flatMap((line) => line.split(/\s+/).map((pair) => pair.split(/=(.*)/s).slice(0, 2))),
);
const envOf = (service) => ({ ...imageEnv, ...service.environment });

describe('deploy/compose.yaml', () => {
  it('has PostgreSQL, Redis, Caddy and two API instances', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'caddy', 'postgres', 'redis']);
    expect(apiNames).toEqual(['api-1', 'api-2']);
  });

  it('refuses to start without the secrets and the Firebase project (no silent defaults)', () => {
    for (const name of Object.keys(operatorEnv)) {
      const env = { ...operatorEnv };
      delete env[name];
      expect(() => interpolate(composeText, env), name).toThrow(new RegExp(`^${name}: set ${name}`));
    }
  });

  it('builds the API instances from the repository Dockerfile, with the app built for the same Firebase project', () => {
    for (const name of apiNames) {
      expect(services[name].build.context, name).toBe('..');
      expect(services[name].build.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
      expect(services[name].build.args.VITE_FIREBASE_PROJECT_ID).toBe(services[name].environment.FIREBASE_PROJECT_ID);
    }
  });

  it('sets only variables the server knows, and every production one', () => {
    for (const name of apiNames) {
      const env = envOf(services[name]);
      const unknown = Object.keys(env).filter((variable) => !configVariables.includes(variable));
      expect(unknown, `${name} sets variables the server does not read`).toEqual([]);
      expect(env.NODE_ENV).toBe('production');
      for (const variable of ['DATABASE_URL', 'FIREBASE_PROJECT_ID', 'REDIS_URL', 'PORT', 'HOST'])
        expect(env[variable], `${name}: ${variable}`).toBeTruthy();
      expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    }
  });

  it('is a configuration the server starts with in production, on the postgres and redis services', () => {
    const postgres = services.postgres.environment;
    for (const name of apiNames) {
      // STATIC_DIR is a folder of the image (checked against the Dockerfile below), not of this machine.
      const config = loadConfig({ ...envOf(services[name]), STATIC_DIR: undefined });
      expect(config.production).toBe(true);
      expect(config.host).toBe('0.0.0.0');
      expect(config.database.kind).toBe('postgres');
      const database = new URL(config.database.kind === 'postgres' ? config.database.url : '');
      expect([database.hostname, database.port || '5432']).toEqual(['postgres', '5432']);
      expect(database.username).toBe(postgres.POSTGRES_USER);
      expect(database.password).toBe(postgres.POSTGRES_PASSWORD);
      expect(database.pathname).toBe(`/${postgres.POSTGRES_DB}`);
      const redis = new URL(config.redisUrl ?? '');
      expect([redis.hostname, redis.port || '6379']).toEqual(['redis', '6379']);
      expect(config.firebase.projectId).toBe(operatorEnv.FIREBASE_PROJECT_ID);
      expect(services[name].depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
      // Only Caddy is reachable from outside.
      expect(services[name].ports).toBeUndefined();
    }
  });

  it('keeps PostgreSQL on a volume, and checks the health of PostgreSQL and Redis', () => {
    expect(services.postgres.volumes).toContainEqual(
      expect.stringMatching(/^postgres-data:\/var\/lib\/postgresql\/data$/),
    );
    expect(Object.keys(compose.volumes)).toContain('postgres-data');
    expect(services.postgres.healthcheck.test.join(' ')).toMatch(/pg_isready/);
    expect(services.redis.healthcheck.test.join(' ')).toMatch(/redis-cli ping/);
  });

  it('puts Caddy in front: published ports, its Caddyfile, started once the instances are healthy', () => {
    const caddy = services.caddy;
    expect(caddy.image).toMatch(/^caddy:2/);
    expect(caddy.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    expect(caddy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(Object.keys(caddy.depends_on).sort()).toEqual(apiNames);
  });
});

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
  const proxies = caddyfile.filter((line) => line.startsWith('reverse_proxy '));
  const directive = (name) => caddyfile.find((line) => line.startsWith(`${name} `))?.split(/\s+/)[1];

  it('balances round-robin over exactly the API services, at the PORT each listens on', () => {
    expect(proxies).toHaveLength(1);
    const upstreams = proxies[0]
      .replace(/\s*\{$/, '')
      .split(/\s+/)
      .slice(1);
    const expected = apiNames.map((name) => `${name}:${envOf(services[name]).PORT}`);
    expect(upstreams.sort()).toEqual(expected.sort());
    expect(directive('lb_policy')).toBe('round_robin');
  });

  it('checks the instances on the server health route', () => {
    expect(directive('health_uri')).toBe('/api/health');
    expect(directive('health_status')).toBe('200');
  });
});

describe('Dockerfile', () => {
  const workspaces = ['apps', 'packages'].flatMap((dir) =>
    readdirSync(join(root, dir)).map((name) => `${dir}/${name}/package.json`),
  );

  it('builds with the commands of CI and the README: npm ci, then npm run build', () => {
    const build = stage('build');
    const runs = args(build, 'RUN');
    expect(runs.filter((run) => /^npm (ci|run build)\b/.test(run))).toEqual([
      'npm ci --no-audit --no-fund',
      'npm run build',
    ]);
    expect(read('.ci/run')).toMatch(/^npm ci\b/m);
    expect(read('README.md')).toMatch(/^npm ci\b/m);
    expect(read('README.md')).toMatch(/^npm run build$/m);
    const { scripts } = JSON.parse(read('package.json'));
    expect(scripts.build).toBe('npm run build -w @rpg/game && npm run build -w @rpg/server');
  });

  it('copies every workspace manifest before each npm ci (npm ci needs all of them)', () => {
    for (const name of ['build', 'deps']) {
      const copies = args(stage(name), 'COPY');
      for (const manifest of workspaces)
        expect(copies, `${name}: ${manifest}`).toContain(`${manifest} ${manifest.replace(/package\.json$/, '')}`);
    }
  });

  it('runs on Node 24 with the server production dependencies only, as a non-root user', () => {
    expect(runtime.image).toBe('node:24-bookworm-slim');
    expect(stage('deps').image).toBe('node:24-bookworm-slim');
    expect(args(stage('deps'), 'RUN')).toContainEqual(
      expect.stringMatching(/^npm ci --omit=dev --workspace @rpg\/server\b/),
    );
    const users = args(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(runtime.instructions.map((i) => i.keyword).lastIndexOf('USER')).toBeGreaterThan(
      runtime.instructions.map((i) => i.keyword).lastIndexOf('COPY'),
    );
  });

  it('starts the built server in production: no TypeScript loader, the health check on /api/health', () => {
    expect(imageEnv.NODE_ENV).toBe('production');
    expect(JSON.parse(args(runtime, 'CMD')[0])).toEqual(['node', 'apps/server/dist/main.js']);
    expect(JSON.parse(read('package.json')).scripts.serve).toMatch(/ node apps\/server\/dist\/main\.js$/);
    expect(runtime.instructions.map((i) => i.args).join('\n')).not.toMatch(/tsx|--import|\.ts\b/);
    const [healthcheck] = args(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/\/api\/health'/);
    expect(args(runtime, 'EXPOSE')).toEqual([imageEnv.PORT]);
    for (const name of apiNames) expect(envOf(services[name]).PORT).toBe(imageEnv.PORT);
  });

  it('serves the built app from STATIC_DIR, a folder the runtime stage copies from the build', () => {
    expect(args(runtime, 'COPY')).toContain('--from=build /app/apps/game/dist apps/game/dist');
    expect(args(runtime, 'WORKDIR')).toEqual(['/app']);
    expect(imageEnv.STATIC_DIR).toBe('/app/apps/game/dist');
  });
});

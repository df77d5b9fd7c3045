import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import {
  freePort,
  killServers,
  type Running,
  removeTempDirs,
  startNode,
  tempDataDir,
  waitUntilReady,
} from './support/process.ts';

const serverDir = join(repoRoot, 'apps/server');
const { dependencies } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

// Inside apps/server (dist/ is git-ignored): the built file finds the npm packages in node_modules from there.
let outdir: string;
let mainJs: string;

/** The built server as production runs it: plain `node main.js`, no loader, no NODE_OPTIONS. */
const startBuilt = (env: Record<string, string>): Running => startNode([mainJs], { LOG_LEVEL: 'warn', ...env });

beforeAll(async () => {
  mkdirSync(join(serverDir, 'dist'), { recursive: true });
  outdir = mkdtempSync(join(serverDir, 'dist', 'test-'));
  mainJs = join(outdir, 'main.js');
  const { stdout } = await promisify(execFile)(process.execPath, [join(serverDir, 'build.mjs'), '--outdir', outdir], {
    cwd: repoRoot,
  });
  expect(stdout).toMatch(/^Built the server: .*main\.js \(\d+ KiB\) in \d+ ms\n$/);
});

afterAll(() => {
  killServers();
  removeTempDirs();
  if (outdir) rmSync(outdir, { recursive: true, force: true });
});

describe('the built server (npm run build, npm run serve)', { timeout: 120_000 }, () => {
  it('is one ES module importing only node, its npm dependencies and the art folder: no TypeScript, no tsx', () => {
    const code = readFileSync(mainJs, 'utf8');
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s*"([^"]+)"|import\(\s*"([^"]+)"\s*\)/gm),
    ].map((match) => match[1] ?? match[2] ?? '');
    expect(specifiers.length).toBeGreaterThan(10);
    const packageOf = (spec: string) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/');
    const unexpected = specifiers.filter(
      (spec) =>
        !spec.startsWith('node:') &&
        !builtinModules.includes(spec) &&
        spec !== '@rpg/game-assets/public-dir' &&
        (packageOf(spec).startsWith('@rpg/') || dependencies[packageOf(spec)] === undefined),
    );
    expect(unexpected).toEqual([]);
    expect(specifiers.filter((spec) => /\.m?tsx?$|^tsx\b/.test(spec))).toEqual([]);
    expect(dependencies.tsx).toBeUndefined();
  });

  it('starts with plain node in development on a fresh PGlite: migrated, /api/health answers', async () => {
    const port = await freePort();
    const running = startBuilt({ PORT: String(port), DATA_DIR: tempDataDir() });
    await waitUntilReady(running);
    // What runs is `node main.js` itself: no --import, no loader, nothing around it.
    const cmdline = readFileSync(`/proc/${running.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(cmdline).toEqual([process.execPath, mainJs]);
    expect(running.stdout()).toContain('migrated: 0001-characters');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ data: { status: 'ok' } });
    // The art is found from the built file too (@rpg/game-assets/public-dir resolves its own folder).
    expect((await fetch(`http://127.0.0.1:${port}/sounds/click.wav`)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exit).toBe(0);
    expect(running.stderr()).toBe('');
  });

  it.each([
    [
      'PGlite (no DATABASE_URL)',
      { FIREBASE_PROJECT_ID: 'rpg-live' },
      /^Refusing to start: NODE_ENV=production needs DATABASE_URL/,
    ],
    [
      'a demo- Firebase project',
      { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' },
      /^Refusing to start: FIREBASE_PROJECT_ID is demo-rpg while NODE_ENV=production/,
    ],
    [
      'the Auth emulator',
      {
        FIREBASE_PROJECT_ID: 'rpg-live',
        DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      },
      /^Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set/,
    ],
  ])('refuses %s in production, in one clear line', async (_what, env, message) => {
    const running = startBuilt({
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      DATA_DIR: tempDataDir(),
      ...env,
    });
    expect(await running.exit).toBe(1);
    expect(running.stderr()).toMatch(message);
    expect(running.stderr()).not.toMatch(/\n\s+at /);
    expect(running.stdout()).toBe('');
  });
});

#!/usr/bin/env node
// `npm start`: the Firebase Auth emulator (offline demo project), the game server on
// PGlite (data in .data/), and the built app, all at http://localhost:$PORT (API under /api),
// and the component library's Storybook at /storybook/ (built in the background once the game
// is ready, on a first start or when its sources changed; the page says so meanwhile).
// `npm run dev` (--dev): the same, with Vite's dev server and hot reload in front.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { recordChildren, spawnTethered, stopOrphans } from './children.mjs';
import {
  bin,
  configureEmulator,
  emulatorPorts as defaultEmulatorPorts,
  emulatorEnv,
  ensurePortFree,
  firebaseProject,
  root,
  run,
  waitForUrl,
  writeEmulatorConfig,
} from './lib.mjs';
import { productionNode } from './node24.mjs';

// The game runs on the production runtime, Node 24, when tools/node24 is installed (npm ci --prefix tools/node24);
// on a machine with only Node 20 it runs on 20. Started on another Node, this start runs itself again on 24, tied
// to this process (a SIGKILL of it stops the game too), and exits with it.
const production = productionNode();
if (!production.missing && process.execPath !== production.node) {
  const game = spawnTethered(production.node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: production.path },
  });
  // Ctrl-C reaches the whole process group, the game too: this process only waits for it to stop.
  process.on('SIGINT', () => undefined);
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => game.kill(signal));
  game.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => undefined);
}

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const apiPort = dev ? Number(process.env.API_PORT ?? port + 1) : port;
const dataDir = process.env.DATA_DIR ?? join(root, '.data');
/**
 * The emulator's ports: firebase.json's, unless AUTH_EMULATOR_PORT, EMULATOR_HUB_PORT and EMULATOR_LOGGING_PORT say
 * otherwise, so a second start (scripts/test-start.mjs) runs beside a developer's. The game's pages sign in at the
 * emulator address the app was built with (127.0.0.1:9099, or VITE_FIREBASE_AUTH_EMULATOR_URL at build time).
 */
const emulatorPorts = {
  auth: Number(process.env.AUTH_EMULATOR_PORT ?? defaultEmulatorPorts.auth),
  hub: Number(process.env.EMULATOR_HUB_PORT ?? defaultEmulatorPorts.hub),
  logging: Number(process.env.EMULATOR_LOGGING_PORT ?? defaultEmulatorPorts.logging),
};
const ownEmulatorPorts = Object.entries(emulatorPorts).some(([name, value]) => defaultEmulatorPorts[name] !== value);
const authExportDir = join(dataDir, 'auth');
const appDir = join(root, 'apps/game');
const distDir = join(appDir, 'dist');
const storybookDir = join(root, 'storybook-static');
/** The process groups this start leads, for the next start to clean up if this one is killed outright. */
const childrenFile = join(dataDir, 'children.json');

const children = [];
let stopping = false;
/** The accounts' save in flight, if any (see saveAccounts). */
let savingAccounts = Promise.resolve();

const fail = (message) => {
  console.error(`\n✖ ${message}`);
  void stop(1);
};

/**
 * Starts a child whose output is prefixed with its name (but for lines `quiet` matches); one that may end
 * on its own says so (`finite`).
 */
const start = (name, command, args, env = {}, cwd = root, { finite = false, quiet } = {}) => {
  // Its own process group (stop() ends the whole group), and SIGTERM from the kernel if this script dies.
  const child = spawnTethered(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (line.trim() && !quiet?.test(line)) target.write(`${prefix}${line}\n`);
      }
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping && !finite) fail(`${name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
  });
  children.push({ name, child });
  if (existsSync(dataDir))
    recordChildren(
      childrenFile,
      children.map(({ name, child }) => ({ name, pid: child.pid })),
    );
  return child;
};

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // A save in flight finishes first: the emulator's own export on exit writes the same folder.
  await savingAccounts;
  // Stop in reverse order: the app server first, the emulator last (it exports its accounts on exit).
  for (const { child } of [...children].reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(childrenFile, { force: true });
  process.exit(code);
}

process.on('SIGINT', () => {
  console.log('\nStopping…');
  void stop(0);
});
process.on('SIGTERM', () => void stop(0));

/** The newest modification time under a folder (sources of the built app). */
const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

/** Whether a build (its index.html) is missing or older than any file of the given folders. */
const isStale = (index, dirs) =>
  !existsSync(index) || dirs.some((dir) => newest(join(root, dir)) > statSync(index).mtimeMs);

const appIsStale = () => isStale(join(distDir, 'index.html'), ['apps/game', 'packages']);

/**
 * Builds the Storybook beside the published one and swaps it in when done, so /storybook/ always shows
 * a whole build: the last one while a new one is built, a "being built" page only on a first start.
 */
const publishStorybook = () => {
  if (!isStale(join(storybookDir, 'index.html'), ['packages', '.storybook'])) return;
  const next = `${storybookDir}.next`;
  rmSync(next, { recursive: true, force: true });
  console.log(`Building the Storybook in the background (http://localhost:${port}/storybook/ says so meanwhile)…`);
  const child = start(
    'storybook',
    bin('storybook'),
    ['build', '-o', next, '--quiet', '--disable-telemetry'],
    {},
    root,
    {
      finite: true,
    },
  );
  child.on('exit', (code) => {
    if (stopping) return;
    if (code !== 0) {
      console.error(`✖ The Storybook did not build (exit code ${code}); the game goes on.`);
      return;
    }
    const old = `${storybookDir}.old`;
    rmSync(old, { recursive: true, force: true });
    if (existsSync(storybookDir)) renameSync(storybookDir, old);
    renameSync(next, storybookDir);
    rmSync(old, { recursive: true, force: true });
    console.log(`✔ The Storybook is published at http://localhost:${port}/storybook/`);
  });
};

const orphans = await stopOrphans(childrenFile, root);
if (orphans.length > 0) {
  console.log(`Stopped what an earlier npm start left running (${orphans.join(', ')}): it did not end cleanly.`);
}

try {
  await ensurePortFree(port, dev ? 'the Vite dev server' : 'the game');
  if (dev) await ensurePortFree(apiPort, 'the game API');
  await ensurePortFree(emulatorPorts.auth, 'the Firebase Auth emulator');
  await ensurePortFree(emulatorPorts.hub, 'the Firebase emulator hub');
  await ensurePortFree(emulatorPorts.logging, 'the Firebase emulator logging');
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

mkdirSync(dataDir, { recursive: true });

if (!dev && appIsStale()) {
  console.log('Building the app…');
  const code = await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: appDir });
  if (code !== 0) {
    console.error('✖ The app did not build.');
    process.exit(code);
  }
}

// A save cut short between its two renames left the accounts in .old: take them back.
const exportMetadata = (dir) => join(dir, 'firebase-export-metadata.json');
if (!existsSync(exportMetadata(authExportDir)) && existsSync(exportMetadata(`${authExportDir}.old`))) {
  rmSync(authExportDir, { recursive: true, force: true });
  renameSync(`${authExportDir}.old`, authExportDir);
}
const importArgs = existsSync(exportMetadata(authExportDir)) ? ['--import', authExportDir] : [];
const configArgs = ownEmulatorPorts ? ['--config', writeEmulatorConfig(dataDir, emulatorPorts)] : [];
// An emulator on ports of its own also keeps its hub's locator file (<tmp>/hub-<project>.json) to itself: two
// emulators of one project sharing that file mixed up their accounts (a second start's exported sign-ups were
// refused after its restart while a developer's start ran).
const emulatorTmp = join(dataDir, 'emulator-tmp');
if (ownEmulatorPorts) mkdirSync(emulatorTmp, { recursive: true });
start(
  'auth',
  bin('firebase'),
  [
    'emulators:start',
    '--only',
    'auth',
    '--project',
    firebaseProject,
    ...configArgs,
    ...importArgs,
    '--export-on-exit',
    authExportDir,
  ],
  ownEmulatorPorts ? { ...emulatorEnv, TMPDIR: emulatorTmp } : emulatorEnv,
  root,
  { quiet: /Received export request|Export complete/ },
);

try {
  await waitForUrl(`http://127.0.0.1:${emulatorPorts.auth}/`, { timeoutMs: 90_000 });
  await configureEmulator(`127.0.0.1:${emulatorPorts.auth}`);
} catch (error) {
  fail(error.message);
}

/**
 * The emulator saves its accounts only when it is stopped cleanly, so a crash (a killed terminal, a power
 * cut) lost every account made since the start while their characters stayed in PGlite. Every few seconds
 * the accounts are exported beside the saved ones and swapped in when they changed: a crash loses at most
 * the last few seconds of sign-ups.
 */
const saveAccountsEveryMs = 5000;
const saveAccounts = async () => {
  const next = `${authExportDir}.next`;
  const old = `${authExportDir}.old`;
  rmSync(next, { recursive: true, force: true });
  const response = await fetch(`http://127.0.0.1:${emulatorPorts.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: next, initiatedBy: 'npm start' }),
  });
  if (!response.ok) throw new Error(`the emulator did not export its accounts: ${response.status}`);
  const accounts = (dir) => {
    try {
      return readFileSync(join(dir, 'auth_export', 'accounts.json'), 'utf8');
    } catch {
      return undefined;
    }
  };
  if (stopping || accounts(next) === accounts(authExportDir)) {
    rmSync(next, { recursive: true, force: true });
    return;
  }
  rmSync(old, { recursive: true, force: true });
  if (existsSync(authExportDir)) renameSync(authExportDir, old);
  renameSync(next, authExportDir);
  rmSync(old, { recursive: true, force: true });
};
const scheduleAccountSave = () =>
  setTimeout(() => {
    if (stopping) return;
    savingAccounts = saveAccounts()
      .catch((error) => console.error(`[auth] could not save the accounts: ${error.message}`))
      .finally(() => {
        if (!stopping) scheduleAccountSave();
      });
  }, saveAccountsEveryMs).unref();
scheduleAccountSave();

start('api', process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  PORT: String(apiPort),
  HOST: process.env.HOST ?? 'localhost',
  DATA_DIR: join(dataDir, 'pglite'),
  FIREBASE_PROJECT_ID: firebaseProject,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPorts.auth}`,
  ...(dev ? {} : { STATIC_DIR: distDir }),
  STORYBOOK_DIR: storybookDir,
});

try {
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health`, { timeoutMs: 60_000 });
} catch (error) {
  fail(error.message);
}

if (dev) {
  start(
    'vite',
    bin('vite'),
    ['--port', String(port), '--strictPort'],
    { API_PORT: String(apiPort), FORCE_COLOR: '0' },
    appDir,
  );
  // Vite's own line announces the address; wait until it answers.
  await waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000 }).catch((error) => fail(error.message));
}

if (!stopping) {
  console.log(`\n✔ Browser RPG is ready at http://localhost:${port}${dev ? ' (hot reload)' : ''}`);
  console.log(`  The component library: http://localhost:${port}/storybook/`);
  console.log('  Press Ctrl-C to stop.\n');
  publishStorybook();
}

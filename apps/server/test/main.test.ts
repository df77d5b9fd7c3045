import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { bearer, emulatorHost, projectId, signUp } from './support/emulator.ts';

emulatorHost(); // fails the file with the command to run when the emulator is missing

/** The server as `npm start` runs it: `node --import tsx apps/server/src/main.ts`. */
type Running = { child: ChildProcess; stdout: () => string; stderr: () => string; exit: Promise<number | null> };

const children: ChildProcess[] = [];
const start = (env: Record<string, string>): Running => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
      FIREBASE_PROJECT_ID: projectId,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
};

const waitFor = async (condition: () => boolean, what: string, running: Running, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (running.child.exitCode !== null)
      throw new Error(`server exited while waiting for ${what}:\n${running.stderr()}`);
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${running.stdout()}\n${running.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const occupy = () =>
  new Promise<Server>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: Server) => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};
const freePort = async () => {
  const server = await occupy();
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
};

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rpg-main-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('main.ts as a process', { timeout: 120_000 }, () => {
  it('a port already in use: one clear line naming the port, no stack trace, exit 1', async () => {
    const blocker = await occupy();
    const port = portOf(blocker);
    try {
      const running = start({ PORT: String(port), DATA_DIR: tempDataDir() });
      expect(await running.exit).toBe(1);
      expect(running.stderr()).toBe(
        `Port ${port} is already in use on 127.0.0.1: stop the program using it, or start the server with another PORT (e.g. PORT=${port + 1}).\n`,
      );
    } finally {
      blocker.close();
    }
  });

  it('refuses to start in production with FIREBASE_AUTH_EMULATOR_HOST set, and says why', async () => {
    const running = start({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: tempDataDir() });
    expect(await running.exit).toBe(1);
    expect(running.stderr()).toMatch(/^Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set/);
    expect(running.stderr()).toMatch(/accepts unsigned ID tokens/);
    expect(running.stderr()).not.toMatch(/\n\s+at /);
  });

  it('a database that cannot be reached or a data folder that cannot be written: one clear line, exit 1', async () => {
    const refused = start({ PORT: String(await freePort()), DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/test' });
    expect(await refused.exit).toBe(1);
    expect(refused.stderr().trim()).toBe(
      'Cannot reach the database at 127.0.0.1:1 (ECONNREFUSED): is PostgreSQL running there, and is DATABASE_URL right?',
    );
    const unresolvable = start({
      PORT: String(await freePort()),
      DATABASE_URL: 'postgresql://postgres@no-such-host.invalid:5432/test',
    });
    expect(await unresolvable.exit).toBe(1);
    expect(unresolvable.stderr()).toMatch(/the host "no-such-host.invalid" of DATABASE_URL cannot be resolved/);
    expect(unresolvable.stderr()).not.toMatch(/not an address of this machine|\n\s+at /);
  });

  it('a bad variable is a clear startup error', async () => {
    const running = start({ PORT: 'eighty' });
    expect(await running.exit).toBe(1);
    expect(running.stderr()).toBe('Invalid configuration:\n  PORT: must be a number (got "eighty")\n');
  });

  it('starts on a fresh data folder, serves, stops cleanly on SIGINT, and keeps the data across a restart', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const user = await signUp();

    const first = start(env);
    await waitFor(() => first.stdout().includes('RPG server ready'), 'the ready line', first);
    expect(first.stdout()).toContain(`RPG server ready at ${base} (API under ${base}/api)`);
    expect(first.stdout()).toContain('migrated: 0001-characters');
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ data: { status: 'ok' } });
    const created = await fetch(`${base}/api/my-character`, {
      method: 'POST',
      headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
      body: JSON.stringify({ requestedLang: 'pl', name: 'Świętomira' }),
    });
    expect(created.status).toBe(200);

    // A second server on the same data folder would corrupt PGlite: refused.
    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toMatch(/is in use by another server \(process \d+\)/);

    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
    expect(first.stdout()).toContain('Server stopped.');
    expect(first.stderr()).toBe('');
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const again = start(env);
    await waitFor(() => again.stdout().includes('RPG server ready'), 'the ready line after restart', again);
    expect(again.stdout()).not.toContain('migrated:');
    const fetched = await fetch(`${base}/api/my-character?lang=pl`, { headers: bearer(user.idToken) });
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as { data: { name: string } }).data.name).toBe('Świętomira');

    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  }, 300_000); // two cold starts of tsx + PGlite: seconds alone, much longer on a loaded machine
});

import { existsSync } from 'node:fs';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bearer, emulatorHost, signUp } from './support/emulator.ts';
import {
  freePort,
  killServers,
  occupy,
  portOf,
  removeTempDirs,
  startServer,
  tempDataDir,
  waitUntilReady,
} from './support/process.ts';

emulatorHost(); // fails the file with the command to run when the emulator is missing

afterEach(killServers);
afterAll(removeTempDirs);

describe('main.ts as a process', { timeout: 120_000 }, () => {
  it('a port already in use: one clear line naming the port, no stack trace, exit 1', async () => {
    const blocker = await occupy();
    const port = portOf(blocker);
    try {
      const running = startServer({ PORT: String(port), DATA_DIR: tempDataDir() });
      expect(await running.exit).toBe(1);
      expect(running.stderr()).toBe(
        `Port ${port} is already in use on 127.0.0.1: stop the program using it, or start the server with another PORT (e.g. PORT=${port + 1}).\n`,
      );
    } finally {
      blocker.close();
    }
  });

  it('refuses to start in production with FIREBASE_AUTH_EMULATOR_HOST set, and says why', async () => {
    const running = startServer({ NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: tempDataDir() });
    expect(await running.exit).toBe(1);
    expect(running.stderr()).toMatch(/^Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set/);
    expect(running.stderr()).toMatch(/accepts unsigned ID tokens/);
    expect(running.stderr()).not.toMatch(/\n\s+at /);
  });

  it('a database that cannot be reached or a data folder that cannot be written: one clear line, exit 1', async () => {
    const refused = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/test',
    });
    expect(await refused.exit).toBe(1);
    expect(refused.stderr().trim()).toBe(
      'Cannot reach the database at 127.0.0.1:1 (ECONNREFUSED): is PostgreSQL running there, and is DATABASE_URL right?',
    );
    const unresolvable = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: 'postgresql://postgres@no-such-host.invalid:5432/test',
    });
    expect(await unresolvable.exit).toBe(1);
    expect(unresolvable.stderr()).toMatch(/the host "no-such-host.invalid" of DATABASE_URL cannot be resolved/);
    expect(unresolvable.stderr()).not.toMatch(/not an address of this machine|\n\s+at /);
  });

  it('a bad variable is a clear startup error', async () => {
    const running = startServer({ PORT: 'eighty' });
    expect(await running.exit).toBe(1);
    expect(running.stderr()).toBe('Invalid configuration:\n  PORT: must be a number (got "eighty")\n');
  });

  it('starts on a fresh data folder, serves, stops cleanly on SIGINT, and keeps the data across a restart', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir };
    const user = await signUp();

    const first = startServer(env);
    await waitUntilReady(first);
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
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exit).toBe(1);
    expect(second.stderr()).toMatch(/is in use by another server \(process \d+\)/);

    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);
    expect(first.stdout()).toContain('Server stopped.');
    expect(first.stderr()).toBe('');
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const again = startServer(env);
    await waitUntilReady(again, 'the ready line after restart');
    expect(again.stdout()).not.toContain('migrated:');
    const fetched = await fetch(`${base}/api/my-character?lang=pl`, { headers: bearer(user.idToken) });
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as { data: { name: string } }).data.name).toBe('Świętomira');

    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
  }, 300_000); // two cold starts of tsx + PGlite: seconds alone, much longer on a loaded machine
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/config.ts';
import { emulatorHost, projectId } from './emulator.ts';

/**
 * The server as `npm start` runs it (`node --import tsx apps/server/src/main.ts`), as a child process
 * of the test: for what only a real process shows (startup errors, signals, a kill -9).
 */
export type Running = { child: ChildProcess; stdout: () => string; stderr: () => string; exit: Promise<number | null> };

const children: ChildProcess[] = [];

/**
 * Runs `node <args>` from the repository root with only `env` (and PATH), its output captured; `killServers`
 * ends it if it still runs. The built server, the smoke test and the like run through it.
 */
export const startNode = (args: string[], env: Record<string, string>): Running => {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
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

/** Starts the server with `env` on top of the emulator's settings (call `killServers` in afterEach). */
export const startServer = (env: Record<string, string>): Running =>
  startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    FIREBASE_PROJECT_ID: projectId,
    LOG_LEVEL: 'warn',
    ...env,
  });

/** Kills every server a test started that still runs, even when the test failed half-way. */
export const killServers = () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};

export const waitFor = async (condition: () => boolean, what: string, running: Running, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (running.child.exitCode !== null)
      throw new Error(`server exited while waiting for ${what}:\n${running.stderr()}`);
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}:\n${running.stdout()}\n${running.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Waits for the line main.ts prints once it listens. */
export const waitUntilReady = (running: Running, what = 'the ready line') =>
  waitFor(() => running.stdout().includes('RPG server ready'), what, running);

/** A port held by this process until the server is closed. */
export const occupy = () =>
  new Promise<Server>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

export const portOf = (server: Server) => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

/** A port nobody listens on right now. */
export const freePort = async () => {
  const server = await occupy();
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
};

const dirs: string[] = [];

/** A temporary folder of this run (removed by `removeTempDirs`); the server's DATA_DIR is `pglite` inside it. */
export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'rpg-server-'));
  dirs.push(dir);
  return dir;
};

/** A DATA_DIR that does not exist yet, in a temporary folder. */
export const tempDataDir = () => join(tempDir(), 'pglite');

/** Removes the temporary folders (call in afterAll, after the servers using them were killed). */
export const removeTempDirs = () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

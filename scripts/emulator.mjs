// The Firebase Auth emulator for the bench and Lighthouse runs, and the child processes they start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bin,
  configureEmulator,
  emulatorEnv,
  firebaseProject,
  freeEmulatorPorts,
  root,
  waitForUrl,
  writeEmulatorConfig,
} from './lib.mjs';

/** Starts a child in its own process group; stop() interrupts the group and waits for it to exit. */
export const startChild = (command, args, options) => {
  const child = spawn(command, args, { cwd: root, detached: true, ...options });
  let exited = false;
  const done = new Promise((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    exited = true;
  });
  return {
    child,
    stop: async (timeoutMs = 20_000) => {
      if (exited) return;
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, timeoutMs);
      await done;
      clearTimeout(timer);
    },
  };
};

/**
 * The auth emulator to use: FIREBASE_AUTH_EMULATOR_HOST's when set, else one of our own on free ports (9099 may
 * be another run's), stopped by the returned stop(). Resolves with its host ("127.0.0.1:port").
 */
export const useEmulator = async () => {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    await configureEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);
    return { host: process.env.FIREBASE_AUTH_EMULATOR_HOST, stop: async () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'rpg-emulator-'));
  const ports = await freeEmulatorPorts();
  const config = writeEmulatorConfig(dir, ports);
  const emulator = startChild(
    bin('firebase'),
    ['emulators:start', '--only', 'auth', '--project', firebaseProject, '--config', config],
    { cwd: dir, env: { ...process.env, ...emulatorEnv }, stdio: 'ignore' },
  );
  const host = `127.0.0.1:${ports.auth}`;
  try {
    await waitForUrl(`http://${host}/`, {
      timeoutMs: 90_000,
      isReady: async (response) => (await response.json())?.authEmulator?.ready === true,
    });
    await configureEmulator(host);
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return {
    host,
    stop: async () => {
      await emulator.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

// Small helpers shared by the start, test and bench scripts.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = (name) => `${root}node_modules/.bin/${name}`;

export const firebaseProject = process.env.FIREBASE_PROJECT_ID ?? 'demo-rpg';
export const emulatorPorts = { auth: 9099, hub: 4400, logging: 4500 };
export const emulatorEnv = { CI: '1', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' };

/** Resolves when nothing listens on the port; otherwise rejects with a message naming it. */
export const ensurePortFree = (port, what) =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use. Stop whatever uses it, or choose another port.`
            : `Port ${port} (${what}) cannot be opened: ${error.message}`,
        ),
      );
    });
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(resolve));
  });

/** Polls a URL until it answers 2xx (or the deadline passes). */
export const waitForUrl = async (url, { timeoutMs = 60_000, isReady = () => true } = {}) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok && (await isReady(response))) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000} s`);
};

/**
 * Makes the emulator answer like production: a wrong password and an unknown
 * user both give auth/invalid-credential (email enumeration protection).
 */
export const configureEmulator = async (host = `127.0.0.1:${emulatorPorts.auth}`, project = firebaseProject) => {
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  if (!response.ok)
    throw new Error(`Could not configure the auth emulator: ${response.status} ${await response.text()}`);
};

/** Runs a command, inheriting stdio; resolves with its exit code. */
export const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: root,
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });

/**
 * A test script run directly (npm run test:server, test:e2e) wraps itself in one Auth emulator: outside
 * one (no FIREBASE_AUTH_EMULATOR_HOST) this runs `script` with the same arguments inside
 * `firebase emulators:exec` and exits with its code; inside one it returns and the script goes on.
 */
export const runInsideEmulator = async (script) => {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  const command = `"${process.execPath}" ${script} ${process.argv.slice(2).join(' ')}`;
  const args = ['emulators:exec', '--only', 'auth', '--project', firebaseProject, command];
  process.exit(await run(bin('firebase'), args, { env: emulatorEnv }));
};

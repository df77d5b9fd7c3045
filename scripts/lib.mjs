// Small helpers shared by the start, test and bench scripts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const bin = (name) => `${root}node_modules/.bin/${name}`;

export const firebaseProject = process.env.FIREBASE_PROJECT_ID ?? 'demo-rpg';
export const emulatorPorts = { auth: 9099, hub: 4400, logging: 4500 };

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Three free ports for an emulator of a test's own (auth, hub, logging). */
export const freeEmulatorPorts = async () => ({
  auth: await freePort(),
  hub: await freePort(),
  logging: await freePort(),
});

/**
 * Writes a firebase.json for one Auth emulator on `ports` into `dir` and returns its path, for `--config`: the
 * repository's firebase.json names the fixed ports `npm start` uses, which a test must not depend on.
 */
export const writeEmulatorConfig = (dir, ports) => {
  const path = join(dir, 'firebase.json');
  const at = (port) => ({ host: '127.0.0.1', port });
  writeFileSync(
    path,
    JSON.stringify({
      emulators: {
        auth: at(ports.auth),
        hub: at(ports.hub),
        logging: at(ports.logging),
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return path;
};
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
 * Runs `script` (a path from the root) with `node` inside `firebase emulators:exec`, one Auth emulator, and
 * resolves with the script's exit code. The emulator exits 0 when its script is killed ("Script exited with
 * signal: SIGTERM"), which would pass a stage whose tests were cut short; so the script writes its code to a
 * file as it ends (`finishInsideEmulator`), and a run that wrote none failed.
 */
export const runInEmulator = async (node, script, args = [], options = {}) => {
  const report = join(tmpdir(), `emulator-exec-${randomUUID()}.code`);
  // The emulator hands the command to a shell: each word is quoted as it is (a test filter may hold '|').
  const command = [node, resolve(root, script), ...args].map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
  // Free ports of its own, never the fixed ones of the repository's firebase.json: `npm start` may hold those.
  const configDir = mkdtempSync(join(tmpdir(), 'rpg-emulator-'));
  const config = writeEmulatorConfig(configDir, await freeEmulatorPorts());
  const code = await run(
    bin('firebase'),
    ['emulators:exec', '--only', 'auth', '--project', firebaseProject, '--config', config, command],
    {
      ...options,
      env: {
        ...emulatorEnv,
        ...options.env,
        EMULATOR_EXEC_REPORT: report,
        EMULATOR_EXEC_SCRIPT: resolve(root, script),
      },
    },
  );
  rmSync(configDir, { recursive: true, force: true });
  let reported;
  try {
    reported = Number(readFileSync(report, 'utf8'));
    rmSync(report);
  } catch {
    console.error(`✖ ${script} did not finish: it was stopped by a signal, or the emulator did not start it.`);
    return code || 1;
  }
  return code || reported;
};

/**
 * Ends a script with `code`. Started by `runInEmulator`, the script reports the code first; a script it
 * starts in turn (test-stack.mjs runs test-e2e.mjs) is not the one the report is for, and leaves it alone.
 */
export const finishInsideEmulator = (code) => {
  const { EMULATOR_EXEC_REPORT: report, EMULATOR_EXEC_SCRIPT: script } = process.env;
  if (report && script === resolve(process.argv[1] ?? '')) writeFileSync(report, String(code));
  process.exit(code);
};

/**
 * A test script run directly (npm run test:server, test:e2e) wraps itself in one Auth emulator: outside
 * one (no FIREBASE_AUTH_EMULATOR_HOST) this runs `script` with the same arguments inside
 * an emulator (runInEmulator) and exits with its code; inside one it returns and the script goes on.
 */
export const runInsideEmulator = async (script) => {
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) return;
  process.exit(await runInEmulator(process.execPath, script, process.argv.slice(2)));
};

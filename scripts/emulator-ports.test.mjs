// The stages that start the Auth emulator take free ports of their own: `npm test` passes while `npm start`
// holds the fixed ones (9099, 4400, 4500). Proven here with those ports held, as a running game holds them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorPorts, root, runInEmulator } from './lib.mjs';

const held = [];
let dir;

beforeAll(async () => {
  for (const port of [emulatorPorts.auth, emulatorPorts.hub, emulatorPorts.logging]) {
    const server = createServer();
    const listening = await new Promise((resolve) => {
      server.once('error', () => resolve(false));
      server.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(true));
    });
    // A port that is already taken (a developer's running game) is held just the same.
    if (listening) held.push(server);
  }
  dir = mkdtempSync(join(tmpdir(), 'rpg-emulator-test-'));
});

afterAll(async () => {
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

/** A script run inside the emulator: it asks the emulator it was given whether it is ready, then ends with `code`. */
const script = (name, code) => {
  const path = join(dir, name);
  writeFileSync(
    path,
    `import { finishInsideEmulator } from ${JSON.stringify(join(root, 'scripts/lib.mjs'))};
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const reply = await (await fetch('http://' + host + '/')).json();
if (reply?.authEmulator?.ready !== true || host.endsWith(':${emulatorPorts.auth}')) finishInsideEmulator(99);
finishInsideEmulator(${code});
`,
  );
  return path;
};

describe('runInEmulator with the default emulator ports taken', () => {
  it('starts an emulator on free ports and reports the script’s exit code', async () => {
    expect(await runInEmulator(process.execPath, script('passes.mjs', 0), [], { stdio: 'ignore' })).toBe(0);
    expect(await runInEmulator(process.execPath, script('fails.mjs', 3), [], { stdio: 'ignore' })).toBe(3);
  }, 240_000);
});

#!/usr/bin/env node
// The smoke test on a throwaway stack: the API server on a fresh PGlite (inside the running Auth
// emulator), then two players play every call of the contract (scripts/smoke/play.ts); the second
// one finds the first in the arena. Run by `npm test -- stack`; against your own `npm start`, use
// `npm run smoke`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configureEmulator, freePort, root, run, waitForUrl } from './lib.mjs';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('✖ Run this through `npm test -- stack` (it needs the Firebase Auth emulator).');
  process.exit(1);
}
await configureEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);

// A port of its own (SMOKE_PORT to choose one): a fixed one may be a running game's.
const port = process.env.SMOKE_PORT ? Number(process.env.SMOKE_PORT) : await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'rpg-smoke-'));
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'pglite'), LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
let code = 1;
try {
  await waitForUrl(`http://127.0.0.1:${port}/api/health`);
  const api = `http://127.0.0.1:${port}/api`;
  code = await run(process.execPath, ['--import', 'tsx', 'scripts/smoke/play.ts', '--api', api]);
  if (code === 0) code = await run(process.execPath, ['--import', 'tsx', 'scripts/smoke/play.ts', '--api', api]);
} finally {
  server.kill('SIGINT');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);

#!/usr/bin/env node
// `npm start` survives a crash: a player who signed up and made a character while it ran, before it was
// killed with SIGKILL (a closed terminal, a power cut), signs in after the next start and finds the
// character; and the killed start left no process behind (the next one starts on the same ports).
// Its game and emulator take free ports, never firebase.json's: a developer's own `npm start` may hold those.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensurePortFree, firebaseProject, freeEmulatorPorts, freePort, root } from './lib.mjs';

const port = Number(process.env.START_TEST_PORT ?? (await freePort()));
const emulatorPorts = await freeEmulatorPorts();
const dataDir = mkdtempSync(join(tmpdir(), 'rpg-start-'));
const auth = `http://127.0.0.1:${emulatorPorts.auth}/identitytoolkit.googleapis.com/v1`;
const api = `http://127.0.0.1:${port}/api`;

/** `npm start` (its script), with its output kept for a failure's report. */
const startGame = () => {
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      AUTH_EMULATOR_PORT: String(emulatorPorts.auth),
      EMULATOR_HUB_PORT: String(emulatorPorts.hub),
      EMULATOR_LOGGING_PORT: String(emulatorPorts.logging),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start was not ready in 180 s:\n${output}`)), 180_000);
    child.stdout.on('data', () => {
      if (output.includes('Browser RPG is ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`npm start ended (exit code ${code}):\n${output}`)));
  });
  return { child, ready, output: () => output };
};

const post = async (url, body, token) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const portsFree = async () => {
  for (const [what, number] of [
    ['the game', port],
    ['the auth emulator', emulatorPorts.auth],
    ['the emulator hub', emulatorPorts.hub],
  ]) {
    await ensurePortFree(number, what);
  }
};

const email = `crash-${Date.now()}@example.com`;
const password = 'survives-a-crash';
let game;
try {
  await portsFree();
  console.log(`npm start with DATA_DIR=${dataDir}, PORT=${port}`);
  game = startGame();
  await game.ready;

  const signUp = await post(`${auth}/accounts:signUp?key=demo`, { email, password, returnSecureToken: true });
  assert.equal(signUp.status, 200, JSON.stringify(signUp.body));
  const created = await post(
    `${api}/my-character`,
    { requestedLang: 'pl', name: 'Niezniszczalny' },
    signUp.body.idToken,
  );
  assert.ok(created.status < 300, `the character was not created: ${JSON.stringify(created.body)}`);

  // The accounts are saved every few seconds: wait for this one to be on disk, as a player would keep playing.
  const accounts = join(dataDir, 'auth', 'auth_export', 'accounts.json');
  for (let waited = 0; waited < 20_000; waited += 250) {
    if (existsSync(accounts) && readFileSync(accounts, 'utf8').includes(email)) break;
    await sleep(250);
  }
  assert.ok(readFileSync(accounts, 'utf8').includes(email), 'the new account was not saved within 20 s');

  console.log('killing npm start with SIGKILL');
  game.child.kill('SIGKILL');
  let free = false;
  for (let waited = 0; waited < 15_000 && !free; waited += 250) {
    free = await portsFree().then(
      () => true,
      () => false,
    );
    if (!free) await sleep(250);
  }
  assert.ok(free, 'the killed start left processes on its ports (the emulator or the server)');

  console.log('starting again');
  game = startGame();
  await game.ready;
  const signIn = await post(`${auth}/accounts:signInWithPassword?key=demo`, {
    email,
    password,
    returnSecureToken: true,
  });
  assert.equal(signIn.status, 200, `the account did not survive: ${JSON.stringify(signIn.body)}`);
  const mine = await fetch(`${api}/my-character?lang=pl`, {
    headers: { Authorization: `Bearer ${signIn.body.idToken}` },
  });
  assert.equal(mine.status, 200);
  assert.equal((await mine.json()).data.name, 'Niezniszczalny');
  console.log(`✔ after a SIGKILL the player (${firebaseProject}) signs in again and finds the character`);
} catch (error) {
  console.error(`✖ ${error.message}`);
  if (game) console.error(`--- npm start's output ---\n${game.output()}`);
  process.exitCode = 1;
} finally {
  if (game && game.child.exitCode === null) {
    const exited = new Promise((resolve) => game.child.once('exit', resolve));
    game.child.kill('SIGINT');
    await Promise.race([exited, sleep(20_000)]);
  }
  rmSync(dataDir, { recursive: true, force: true });
}

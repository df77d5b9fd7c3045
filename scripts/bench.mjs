#!/usr/bin/env node
// `npm run bench`: what the player pays for. Measures, never asserts:
//  1. the first screen's weight: the built app's entry JS/CSS (gzip) and the images the home page loads;
//  2. the API: latency and throughput of GET /api/my-character against a real server on PGlite,
//     with a real emulator token (run inside one auth emulator).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, configureEmulator, emulatorEnv, firebaseProject, root, run, waitForUrl } from './lib.mjs';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  process.exit(
    await run(
      bin('firebase'),
      ['emulators:exec', '--only', 'auth', '--project', firebaseProject, `"${process.execPath}" scripts/bench.mjs`],
      {
        env: emulatorEnv,
      },
    ),
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const appDir = join(root, 'apps/game');
const dist = join(appDir, 'dist');

console.log('Building the app…');
if ((await run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: appDir })) !== 0) process.exit(1);

// 1. First screen: the files index.html pulls in directly (modulepreload, module script, stylesheets).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
let raw = 0;
let gzip = 0;
console.log('\nFirst screen (entry chunks, before the lazy route):');
for (const file of entryFiles) {
  const bytes = readFileSync(join(dist, file));
  raw += bytes.length;
  gzip += gzipSync(bytes).length;
  console.log(`  ${file.padEnd(48)} ${kb(bytes.length).padStart(10)}  gzip ${kb(gzipSync(bytes).length).padStart(9)}`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(10)}  gzip ${kb(gzip).padStart(9)}`);
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const allGzip = all.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, 'assets', f))).length, 0);
console.log(`  all JS chunks: ${all.length}, gzip ${kb(allGzip)}`);
// The art of the first screen: the home page's banners, carousel images, logo and button icons,
// and the balance bar's three icons (the set packages/game-assets budgets in its tests).
const imagesDir = join(root, 'packages/game-assets/public/images');
const firstScreenImages = [
  ...readdirSync(join(imagesDir, 'home')).map((f) => join(imagesDir, 'home', f)),
  ...['coin.svg', 'gem.svg', 'stamina.svg'].map((f) => join(imagesDir, 'icons', f)),
].map((f) => readFileSync(f));
const imagesRaw = firstScreenImages.reduce((sum, b) => sum + b.length, 0);
const imagesGzip = firstScreenImages.reduce((sum, b) => sum + gzipSync(b).length, 0);
console.log(`  first-screen images: ${firstScreenImages.length} files, ${kb(imagesRaw)}, gzip ${kb(imagesGzip)}`);

// 2. API latency with a real token.
const port = 3190;
const dataDir = mkdtempSync(join(tmpdir(), 'rpg-bench-'));
await configureEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'pglite'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '0',
    RATE_LIMIT_ACCOUNT_PER_MINUTE: '0',
  },
  stdio: 'inherit',
});
try {
  await waitForUrl(`http://127.0.0.1:${port}/api/health`);
  const signUp = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${Date.now()}@bench.test`,
        password: 'bench-password',
        returnSecureToken: true,
      }),
    },
  );
  const { idToken } = await signUp.json();
  const headers = { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' };
  await fetch(`http://127.0.0.1:${port}/api/my-character`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ requestedLang: 'pl', name: 'Benchmark' }),
  });

  const measure = async (label, count, concurrency, request) => {
    const times = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          next++;
          const t0 = performance.now();
          const response = await request();
          await response.arrayBuffer();
          if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
          times.push(performance.now() - t0);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2);
    console.log(
      `  ${label.padEnd(36)} n=${count} c=${concurrency}  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  ${(count / elapsed).toFixed(0)} req/s`,
    );
  };
  console.log('\nAPI (server on PGlite, real emulator token):');
  await measure('GET /api/health', 300, 4, () => fetch(`http://127.0.0.1:${port}/api/health`));
  await measure('GET /api/my-character?lang=pl', 500, 1, () =>
    fetch(`http://127.0.0.1:${port}/api/my-character?lang=pl`, { headers }),
  );
  await measure('GET /api/my-character?lang=pl', 1000, 8, () =>
    fetch(`http://127.0.0.1:${port}/api/my-character?lang=pl`, { headers }),
  );
} finally {
  server.kill('SIGINT');
}

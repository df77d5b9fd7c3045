import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestInfo } from '@playwright/test';
import sharp from 'sharp';

/**
 * The committed baselines hold every distinct picture once: `__snapshots__/pixels/<hash>.webp`, lossless WebP
 * named after its pixels, and `__snapshots__/index.json`, which names the picture of each project's story
 * (`phone/game-shop-shoplist--polish`). Stories that draw the same pixels (a screen and the panel it shows, a
 * story that looks the same in both themes) share one file, and WebP weighs about half of a PNG.
 *
 * Playwright still does the comparing (its retries, stable-screenshot wait, thresholds, diff report and
 * --update-snapshots modes): before a comparison the story's picture is decoded to the PNG that Playwright
 * reads (under .results/baselines). Where Playwright writes that PNG (a missing baseline, or one that changed
 * under --update-snapshots), the new picture is stored and its name recorded; the run's teardown writes the
 * records into the index and deletes the pictures no story names any more.
 */
const store = fileURLToPath(new URL('./__snapshots__/', import.meta.url));
const indexFile = join(store, 'index.json');
const pixelsDir = join(store, 'pixels');
const updatesDir = fileURLToPath(new URL('./.results/baseline-updates/', import.meta.url));

type BaselineIndex = Record<string, string>;

export const readIndex = (): BaselineIndex =>
  existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as BaselineIndex) : {};

let index: BaselineIndex | undefined;
const pixelsPath = (hash: string) => join(pixelsDir, `${hash}.webp`);

/** An image's pixels, decoded natively, and their name: a hash of its size and RGBA pixels. */
async function pixelsOf(image: Buffer | string) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(`${info.width}x${info.height}:`).update(data).digest('hex').slice(0, 20);
  return { data, info, hash };
}

/** Stores a picture under its name, so the same pixels are one file however encoded. */
async function storePicture(image: Buffer | string) {
  const { data, info, hash } = await pixelsOf(image);
  const file = pixelsPath(hash);
  if (!existsSync(file)) {
    const webp = await sharp(data, { raw: info }).webp({ lossless: true, effort: 6, quality: 90 }).toBuffer();
    writeAtomically(file, webp);
  }
  return hash;
}

/** Two workers may write the same file at once (the same picture, or one story's baseline): each writes its own. */
function writeAtomically(file: string, data: Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

const updateFile = (key: string) => join(updatesDir, `${key.replaceAll('/', '__')}.json`);

/**
 * Runs a screenshot comparison of `name` (a `.png` name, as toHaveScreenshot takes it) against the stored
 * baseline of the test's project, and stores what Playwright wrote as the new baseline, if anything.
 *
 * With `shoot` (the picture as `compare` would take it), a picture whose pixels are the baseline's, by their
 * name, passes at once: Playwright decodes both PNGs and diffs them pixel by pixel in JavaScript, about a third of a
 * worker's CPU time when nearly every picture is unchanged. Any other picture goes to `compare`, which takes its own
 * and applies the thresholds, the retries and the diff report as before.
 */
export async function withBaseline(
  testInfo: TestInfo,
  name: string,
  compare: () => Promise<void>,
  shoot?: () => Promise<Buffer>,
) {
  const key = `${testInfo.project.name}/${name.replace(/\.png$/, '')}`;
  const pngPath = testInfo.snapshotPath(name, { kind: 'screenshot' });
  index ??= readIndex();
  const hash = index[key];
  if (hash !== undefined && shoot !== undefined && (await pixelsOf(await shoot())).hash === hash) return;
  let prepared: Buffer | undefined;
  if (hash === undefined) {
    rmSync(pngPath, { force: true });
  } else {
    prepared = await sharp(pixelsPath(hash)).png({ compressionLevel: 1 }).toBuffer();
    writeAtomically(pngPath, prepared);
  }
  try {
    await compare();
  } finally {
    const written = existsSync(pngPath) ? readFileSync(pngPath) : undefined;
    if (written !== undefined && (prepared === undefined || !written.equals(prepared))) {
      const stored = await storePicture(written);
      mkdirSync(updatesDir, { recursive: true });
      writeFileSync(updateFile(key), JSON.stringify({ key, hash: stored }));
    }
  }
}

/** Before a run: no records left from a run that ended before its teardown. */
export function forgetUpdates() {
  rmSync(updatesDir, { recursive: true, force: true });
}

/**
 * After a run: the new baselines into the index; with `keep` (an updating run), the baselines of stories the
 * suite no longer shoots out of it; then the pictures no story names out of the store.
 */
export function applyUpdates(keep?: ReadonlySet<string>) {
  const records = existsSync(updatesDir) ? readdirSync(updatesDir).filter((file) => file.endsWith('.json')) : [];
  const next = readIndex();
  for (const record of records) {
    const { key, hash } = JSON.parse(readFileSync(join(updatesDir, record), 'utf8')) as { key: string; hash: string };
    next[key] = hash;
  }
  const gone = keep === undefined ? [] : Object.keys(next).filter((key) => !keep.has(key));
  for (const key of gone) delete next[key];
  forgetUpdates();
  if (records.length === 0 && gone.length === 0) return;
  writeIndex(next);
  const named = new Set(Object.values(next));
  for (const file of readdirSync(pixelsDir)) {
    if (!named.has(file.replace(/\.webp$/, ''))) rmSync(join(pixelsDir, file));
  }
  console.log(`visual baselines: ${records.length} stored, ${gone.length} of stories no longer shot removed`);
}

export function writeIndex(next: BaselineIndex) {
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(indexFile, `${JSON.stringify(sorted, null, 1)}\n`);
}

/** Stores existing PNG baselines (`<project>/<name>.png` under `from`) as pictures of the index. */
export async function importPngBaselines(from: string) {
  const next = readIndex();
  for (const project of readdirSync(from)) {
    for (const file of readdirSync(join(from, project)).filter((name) => name.endsWith('.png'))) {
      next[`${project}/${file.replace(/\.png$/, '')}`] = await storePicture(join(from, project, file));
    }
  }
  writeIndex(next);
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The committed visual baselines' weight is a decision, not a drift: every restyle rewrites hundreds of
 * them into the history. A change that takes them past the budget fails here; raising it is a reviewed
 * line. (171 MiB in 2,604 PNGs when a budget was first set; 146 MiB in 2,372 once a story drawn for one
 * width was shot at that width only. Then each distinct picture stored once as lossless WebP, and the light
 * theme's phone shots kept for the primitives and phone-drawn screens: 52 MiB in 1,983 pictures for 2,224
 * screenshots, and the budget set at 57 MiB, under the 60 MB the issue asked for.)
 */
// MiB. Set at 57, under the 60 MB the visual suite was meant to stay within; raised to 59 when issue 32 added the
// states a player meets (health, the low-health confirm, item details, menus, level-up, answers): 2 382 screenshots
// in 2 034 pictures, 58.4 MiB. Raised to 60 when the phone shots of the outfit editor and the phone character screen
// became their whole page (their preview is sized by the viewport, and the viewport grown to the page's height
// had cut them short under the sticky bar, in one of two layouts from run to run): 2 406 screenshots in 2 054
// pictures, 59.1 MiB. Back to 57 MiB (59.8 MB, under the 60 MB goal) when the phone-drawn screens stopped being shot
// in the light theme too (tests/visual/stories.ts says why): 2 359 screenshots in 2 007 pictures, 55.8 MiB.
// Raised to 62 MiB with issue 35: the pages that draw every asset at every size the game uses it (3.5 MiB in 10
// pictures; the art's outlines now scale, and these are what guards that) and the German long-word stories at
// 390 px: 2 392 screenshots in 2 037 pictures, 61.4 MiB. Past this, the phone shots of screens that only repeat a
// desktop layout go next (issue 36). The light theme's phone shots of primitives not drawn for a phone went to
// shorten npm test (tests/visual/stories.ts): 2 200 screenshots in 1 903 pictures, 60.6 MiB.
const budgetBytes = 62 * 1024 * 1024;
const snapshots = fileURLToPath(new URL('../tests/visual/__snapshots__', import.meta.url));
const pixels = join(snapshots, 'pixels');
const index = JSON.parse(readFileSync(join(snapshots, 'index.json'), 'utf8'));

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

it('keeps the visual baselines within their size budget', () => {
  const files = filesUnder(snapshots);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const mb = (value) => `${(value / 1024 / 1024).toFixed(1)} MiB`;
  console.log(
    `visual baselines: ${Object.keys(index).length} screenshots in ${files.length - 1} pictures, ${mb(bytes)} of ${mb(budgetBytes)}`,
  );
  expect(bytes, `the baselines weigh ${mb(bytes)}, over their budget of ${mb(budgetBytes)}`).toBeLessThanOrEqual(
    budgetBytes,
  );
});

it('stores each picture once, as lossless WebP named by its pixels, and every one a story names', () => {
  const stored = filesUnder(snapshots).map((file) => file.slice(snapshots.length + 1));
  expect(stored.filter((file) => file !== 'index.json' && !/^pixels\/[0-9a-f]{20}\.webp$/.test(file))).toEqual([]);
  const named = new Set(Object.values(index));
  expect(
    [...named].filter((hash) => !existsSync(join(pixels, `${hash}.webp`))),
    'named, not stored',
  ).toEqual([]);
  expect(
    readdirSync(pixels).filter((file) => !named.has(file.replace(/\.webp$/, ''))),
    'stored, named by no story',
  ).toEqual([]);
  expect(Object.keys(index).every((key) => /^(desktop|phone|desktop-light|phone-light)\/[a-z0-9-]+$/.test(key))).toBe(
    true,
  );
});

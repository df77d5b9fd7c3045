import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/**
 * The committed visual baselines' weight is a decision, not a drift: every restyle rewrites hundreds of
 * them into the history. A change that takes them past the budget fails here; raising it is a reviewed
 * line. (171 MiB in 2,604 screenshots when it was set at 185 MiB; 146 MiB in 2,364 once a story drawn for one
 * width was shot at that width only, and lowered to 150 MiB. The goal is to bring it down further, see issue 17.)
 */
const budgetBytes = 150 * 1024 * 1024; // MiB
const snapshots = fileURLToPath(new URL('../tests/visual/__snapshots__', import.meta.url));

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

it('keeps the visual baselines within their size budget', () => {
  const files = filesUnder(snapshots);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const mb = (value) => `${(value / 1024 / 1024).toFixed(1)} MiB`;
  console.log(`visual baselines: ${files.length} files, ${mb(bytes)} of ${mb(budgetBytes)}`);
  expect(files.every((file) => file.endsWith('.png'))).toBe(true);
  expect(bytes, `the baselines weigh ${mb(bytes)}, over their budget of ${mb(budgetBytes)}`).toBeLessThanOrEqual(
    budgetBytes,
  );
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'game-assets-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)).map((f) => `${entry.name}/${f}`) : [entry.name],
  );

describe('generated art', () => {
  it('is what scripts/generate.mjs draws today (run `node scripts/generate.mjs` after changing it)', () => {
    execFileSync(process.execPath, [join(packageDir, 'scripts/generate.mjs'), '--out', out]);
    const generated = files(out);
    expect(generated.length).toBeGreaterThan(200);
    const stale = generated.filter(
      (file) => readFileSync(join(out, file), 'utf8') !== readFileSync(join(packageDir, file), 'utf8'),
    );
    expect(stale).toEqual([]);
  });
});

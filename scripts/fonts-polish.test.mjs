import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faces, polishFace, polishLetters, targetOf } from './fonts-polish.mjs';
import { root } from './lib.mjs';

const css = readFileSync(join(root, 'packages/design-system/src/fonts.css'), 'utf8');
const declarations = css.split('@font-face').slice(1);
const rangeOf = (file) => {
  const declaration = declarations.find((text) => text.includes(file));
  if (!declaration) throw new Error(`fonts.css declares no face with ${file}`);
  return /unicode-range:\s*([^;]+);/.exec(declaration)?.[1]?.trim() ?? '';
};
/** Whether a code point falls in a unicode-range such as `U+0100-0103, U+0131`. */
const inRange = (range, codePoint) =>
  range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace('U+', '').split('-');
    return codePoint >= Number.parseInt(from, 16) && codePoint <= Number.parseInt(to, 16);
  });
const codePoints = [...polishLetters].map((letter) => letter.codePointAt(0));

describe('the Polish faces (npm run fonts)', () => {
  it.each(faces)('$family $weight is what the script cuts from the installed latin-ext file', async (face) => {
    const committed = readFileSync(targetOf(face));
    expect(Buffer.compare(committed, Buffer.from(await polishFace(face))), 'run `npm run fonts` and commit').toBe(0);
    expect(committed.length).toBeLessThan(4_000);
  });

  it.each(faces)(
    '$family $weight: fonts.css gives the Polish letters to the Polish file, not to latin-ext',
    ({ family, weight }) => {
      const polish = rangeOf(`${family}-polish-${weight}-normal.woff2`);
      const latinExt = rangeOf(`${family}-latin-ext-${weight}-normal.woff2`);
      for (const codePoint of codePoints) {
        expect(inRange(polish, codePoint), `U+${codePoint.toString(16)} in the Polish range`).toBe(true);
        expect(inRange(latinExt, codePoint), `U+${codePoint.toString(16)} in latin-ext's range`).toBe(false);
      }
      // latin-ext keeps the rest of its letters: a name with Ž (U+017D) or ő (U+0151) still gets them.
      expect(inRange(latinExt, 0x17d) && inRange(latinExt, 0x151) && !inRange(polish, 0x151)).toBe(true);
    },
  );
});

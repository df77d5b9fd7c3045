#!/usr/bin/env node
// `npm run fonts`: writes the Polish faces of packages/design-system/src/fonts.css, cut from fontsource's
// latin-ext files with subset-font (HarfBuzz's subsetter, as WebAssembly). latin-ext holds some 400
// letters and weighs 35 KB a weight; Polish needs 18 of them (ą ć ę ł ń ś ź ż and their capitals; ó is
// latin), about 2 KB. fonts.css declares them with their own unicode-range, so a Polish page downloads
// these instead of latin-ext, and a name with another letter of latin-ext (Ž, ő) still gets that file.
// The files are committed; fonts-polish.test.mjs fails when they are not what this script makes of the
// installed fontsource files.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import { root } from './lib.mjs';

/** The letters Polish takes from latin-ext. */
export const polishLetters = 'ĄąĆćĘęŁłŃńŚśŹźŻż';

/** The faces fonts.css declares: fontsource's package and the file name's stem before the subset. */
export const faces = [
  { family: 'cinzel', weight: 600 },
  { family: 'cinzel', weight: 700 },
  { family: 'inter', weight: 400 },
  { family: 'inter', weight: 600 },
  { family: 'inter', weight: 700 },
  { family: 'jetbrains-mono', weight: 400 },
];

export const fontsDir = join(root, 'packages/design-system/src/fonts');

const sourceOf = ({ family, weight }) =>
  join(root, 'node_modules/@fontsource', family, 'files', `${family}-latin-ext-${weight}-normal.woff2`);

/** Where a face's Polish file is committed. */
export const targetOf = ({ family, weight }) => join(fontsDir, `${family}-polish-${weight}-normal.woff2`);

/** The Polish face of one of fontsource's latin-ext files, as WOFF2 bytes. */
export const polishFace = (face) => subsetFont(readFileSync(sourceOf(face)), polishLetters, { targetFormat: 'woff2' });

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const face of faces) {
    const bytes = await polishFace(face);
    mkdirSync(dirname(targetOf(face)), { recursive: true });
    writeFileSync(targetOf(face), bytes);
    console.log(`${relative(root, targetOf(face))}: ${bytes.length} bytes`);
  }
}

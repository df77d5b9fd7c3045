import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes, languages } from '@rpg/contracts';
import { glossaryProblems } from '@rpg/game-components';
import { describe, expect, it } from 'vitest';

/**
 * The tests fail on a missing key: every locale has exactly the keys of the
 * others, and every literal t('...') in the app's source names a key that exists.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const source = join(here, '..');

type Messages = { [key: string]: string | Messages };
const load = (lng: string): Messages => JSON.parse(readFileSync(join(here, lng, 'app.json'), 'utf8'));

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const flatten = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
const keysOf = (lng: string) => new Set(flatten(load(lng)).map((key) => key.replace(pluralSuffix, '')));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('app locales', () => {
  const reference = keysOf('en');

  it.each(languages)('%s has every key and no extra one', (lng) => {
    expect([...keysOf(lng)].sort()).toEqual([...reference].sort());
  });

  it.each(languages)('%s has no empty message', (lng) => {
    const messages = load(lng);
    const messageAt = (key: string) =>
      key
        .split('.')
        .reduce<Messages | string | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          messages,
        );
    expect(flatten(messages).filter((key) => !String(messageAt(key) ?? '').trim())).toEqual([]);
  });

  it('every key used in the source exists', () => {
    const used = sourceFiles(source).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((match) => ({ file, key: match[1] })),
    );
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter(({ key }) => key && !reference.has(key)).map(({ file, key }) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(languages)("%s uses the glossary's term for every concept it names", (lng) => {
    const messages = load(lng);
    const texts = flatten(messages).map((key) => {
      const text = key.split('.').reduce<Messages | string>((node, part) => (node as Messages)[part] ?? '', messages);
      return [key, String(text)] as const;
    });
    expect(glossaryProblems(lng, texts)).toEqual([]);
  });

  it('has words for every error code the server may answer', () => {
    // A refusal is shown in the server's own words (lib/act.ts): a code without them would show its key.
    expect(errorCodes.filter((code) => !reference.has(`apiError.${code}`))).toEqual([]);
  });
});

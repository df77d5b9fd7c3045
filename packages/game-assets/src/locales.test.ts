import { describe, expect, it } from 'vitest';
import { assetsLocales } from './locales/index.ts';
import { allImageEntries } from './manifest.ts';

const flatten = (node: object, prefix = ''): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? Object.entries(flatten(value, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );

describe('alt texts', () => {
  const english = flatten(assetsLocales.en);
  it.each(Object.keys(assetsLocales))('%s has exactly the English keys, each a non-empty text', (lang) => {
    const texts = flatten(assetsLocales[lang as keyof typeof assetsLocales]);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const text of Object.values(texts)) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
  });
  it('every picture has an alt text', () => {
    for (const entry of allImageEntries) expect(english, entry.path).toHaveProperty([entry.altKey]);
  });
});

import { languages } from '@rpg/contracts';
import { describe, expect, it } from 'vitest';
import { gameResources } from './all-languages.ts';
import { gameAreas, loadGameMessages, signedOutAreas } from './load.ts';

type Tree = { [key: string]: string | Tree };

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

const lookup = (tree: Tree, key: string): string | Tree | undefined =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

const keysOf = (lng: (typeof languages)[number]) => leaves(gameResources[lng].game as unknown as Tree);

describe('game locale files', () => {
  it("no area file hides a shared key: each area name is new at the top level of the shell's words", async () => {
    const shared = (await import('../shell/locales/en.json')).default as Tree;
    expect(gameAreas.filter((area) => area in shared)).toEqual([]);
  });

  const reference = new Set(keysOf('en').map((key) => key.replace(pluralSuffix, '')));

  it.each(languages)('%s has the same keys as en (plural forms aside)', (lng) => {
    const keys = new Set(keysOf(lng).map((key) => key.replace(pluralSuffix, '')));
    expect([...keys].sort()).toEqual([...reference].sort());
  });

  it.each(languages)('%s has every plural form its language needs', (lng) => {
    const keys = keysOf(lng);
    const pluralBases = new Set(
      keys.filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')),
    );
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) expect(keys).toContain(`${base}_${category}`);
    }
  });

  it('Polish really uses its four plural forms', () => {
    const keys = keysOf('pl');
    expect(keys).toContain('createCharacter.errors.tooShort_few');
    expect(keys).toContain('createCharacter.errors.tooShort_many');
  });

  it.each(languages.filter((lng) => lng !== 'en'))('%s is translated, not copied from English', (lng) => {
    const english = new Map(
      leaves(gameResources.en.game as unknown as Tree).map((key) => [
        key,
        lookup(gameResources.en.game as unknown as Tree, key),
      ]),
    );
    const keys = leaves(gameResources[lng].game as unknown as Tree);
    const copied = keys.filter((key) => lookup(gameResources[lng].game as unknown as Tree, key) === english.get(key));
    // A few words are the same in both languages (Arena, Ranking, Gold); whole sentences never are.
    expect(copied.length / keys.length).toBeLessThan(0.1);
  });
});

describe('loadGameMessages', () => {
  it.each(languages)('%s: all areas on demand are the same words as the static resources', async (lng) => {
    expect(await loadGameMessages(lng)).toEqual(gameResources[lng].game);
  });

  it('loads only the shared words and the areas asked for', async () => {
    const messages = (await loadGameMessages('pl', signedOutAreas)) as Tree;
    const shared = (await import('../shell/locales/pl.json')).default as Tree;
    expect(Object.keys(messages).sort()).toEqual([...Object.keys(shared), ...signedOutAreas].sort());
  });

  it("knows every area of the static resources (each file besides the shell's)", async () => {
    const shared = (await import('../shell/locales/en.json')).default as Tree;
    const areas = Object.keys(gameResources.en.game).filter((key) => !(key in shared));
    expect(areas.sort()).toEqual([...gameAreas].sort());
  });
});

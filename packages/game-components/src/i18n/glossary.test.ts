import { languages } from '@rpg/contracts';
import { assetsLocales } from '@rpg/game-assets';
import { describe, expect, it } from 'vitest';
import { gameResources } from './all-languages.ts';
import { glossary, glossaryProblems, sectionTitles } from './glossary.ts';

type Tree = { [key: string]: string | Tree };

/** Every message of a tree as [dotted key, text]. */
const messagesOf = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : messagesOf(value, `${prefix}${key}.`),
  );

const gameMessages = (lng: (typeof languages)[number]) => messagesOf(gameResources[lng].game as unknown as Tree);

describe('glossary', () => {
  it.each(languages)('%s: no game message uses a forbidden variant of a glossary term', (lng) => {
    expect(glossaryProblems(lng, gameMessages(lng))).toEqual([]);
  });

  it.each(languages)("%s: no picture's alt text uses a forbidden variant of a glossary term", (lng) => {
    expect(glossaryProblems(lng, messagesOf(assetsLocales[lng] as unknown as Tree, 'assets:'))).toEqual([]);
  });

  it.each(languages)('%s: a navigation item and the title of its page are the same words', (lng) => {
    const messages = new Map(gameMessages(lng));
    const differing = Object.entries(sectionTitles)
      .filter(([nav, title]) => messages.get(nav) !== messages.get(title))
      .map(([nav, title]) => `${nav} "${messages.get(nav)}" vs ${title} "${messages.get(title)}"`);
    expect(differing).toEqual([]);
  });

  it('names existing keys for the sections', () => {
    const messages = new Map(gameMessages('en'));
    const missing = Object.entries(sectionTitles)
      .flat()
      .filter((key) => !messages.has(key));
    expect(missing).toEqual([]);
  });

  it('catches a forbidden variant, naming the key and the term to use', () => {
    expect(glossaryProblems('pl', [['quests.questBoard.rollPrice_many', '{{value}} klejnotów']])).toEqual([
      `pl quests.questBoard.rollPrice_many: "{{value}} klejnotów" says "klejnotów" for premium currency; use ${
        glossary.pl[0]?.use
      }`,
    ]);
    expect(glossaryProblems('en', [['x', 'Armor and honor']])).toHaveLength(2);
    expect(glossaryProblems('de', [['x', 'Deine Figur']])).toHaveLength(1);
    expect(glossaryProblems('fr', [['x', 'Vérifiez votre connexion.']])).toHaveLength(2);
  });

  it('lets the exceptions through: stat names, sentence starts, words that merely look alike', () => {
    expect(glossaryProblems('pl', [['x', 'Twoja postać. Twój bohater: Kradzież życia']])).toEqual([]);
    expect(glossaryProblems('pl', [['x', 'Ani Ty, ani on']])).toHaveLength(1);
    expect(glossaryProblems('es', [['x', 'Robo de vida, tiempo prémium']])).toEqual([]);
    expect(glossaryProblems('fr', [['x', 'Vol de vie, pas assez d’or, chez le marchand, sac à dos']])).toEqual([]);
    expect(glossaryProblems('en', [['x', 'Gear up, Lifesteal']])).toEqual([]);
  });
});

import type { Language } from '@rpg/contracts';

/**
 * The game's nouns, one term per concept and language: what a translator writes, and the variants other hands
 * used before (gems next to premium points, Armor next to Armour, Figur next to Charakter...). The glossary test
 * reads every locale string of every area (and the pictures' alt texts) and fails on a forbidden variant, naming
 * the term to use. A new synonym found in review goes into `forbidden` here, so it cannot come back.
 */
export interface GlossaryTerm {
  /** The concept, in English, as the failure message names it. */
  readonly concept: string;
  /** What to write instead, with the forms a translator needs. */
  readonly use: string;
  /** The variants that must not name the concept (case-insensitive, whole words unless the pattern says otherwise). */
  readonly forbidden: readonly RegExp[];
}

// Word boundaries that know letters beyond ASCII (\b does not: "życie" has none before the ż).
const before = '(?<!\\p{L})';
const after = '(?!\\p{L})';
/** Any of these whole words. */
const words = (...variants: string[]) => new RegExp(`${before}(?:${variants.join('|')})${after}`, 'iu');
/** Any word that starts with one of these stems (its inflected forms and compounds). */
const stems = (...variants: string[]) => new RegExp(`${before}(?:${variants.join('|')})\\p{L}*`, 'iu');
/** A whole word or phrase given as a pattern (lookarounds for the exceptions). */
const pattern = (source: string, flags = 'iu') => new RegExp(`${before}(?:${source})${after}`, flags);

/** A capital form of "ty" inside a sentence (after a word, not after the sentence's end). */
const midSentence = (source: string) => new RegExp(`(?<=[^.!?…:\\s]\\s+)(?:${source})${after}`, 'u');

export const glossary: Readonly<Record<Language, readonly GlossaryTerm[]>> = {
  pl: [
    {
      concept: 'premium currency',
      use: 'punkty premium (punkt, punkty, punktów premium)',
      forbidden: [stems('klejnot', 'diament')],
    },
    { concept: 'base currency', use: 'złoto (złota)', forbidden: [stems('monet', 'dukat')] },
    {
      concept: 'health',
      use: 'zdrowie (punkty zdrowia); „kradzież życia” is the stat’s name',
      forbidden: [pattern('(?<!kradzież )życi(?:e|a|u|em)'), words('HP')],
    },
    { concept: 'level', use: 'poziom', forbidden: [words('level', 'lvl')] },
    { concept: 'slot (equipment or skill)', use: 'miejsce (puste miejsce, wolne miejsca)', forbidden: [stems('slot')] },
    { concept: 'equipment', use: 'ekwipunek', forbidden: [stems('wyposażeni')] },
    { concept: 'stats', use: 'statystyki (statystyka, punkty statystyk)', forbidden: [stems('cech')] },
    {
      concept: 'vendor',
      use: 'kupiec (kupcy, u kupców); a skill vendor is a nauczyciel umiejętności',
      forbidden: [stems('sprzedawc', 'handlarz')],
    },
    {
      concept: 'weapons-only vendor',
      use: 'zbrojmistrz (a płatnerz makes armour, never weapons)',
      forbidden: [pattern('płatnerz\\p{L}* broni')],
    },
    { concept: 'armour-only vendor', use: 'płatnerz', forbidden: [pattern('płatnerz\\p{L}* zbroi')] },
    { concept: 'quest', use: 'zadanie', forbidden: [stems('quest', 'misj')] },
    {
      concept: 'addressing the player',
      use: 'ty, twój, twoja in lower case inside a sentence',
      forbidden: [midSentence('Tw(?:ój|oj\\p{L}*|oi\\p{L}*)|Ty|Ci(?:ebie|ę)|Tob(?:ie|ą)')],
    },
  ],
  en: [
    { concept: 'premium currency', use: 'premium points (premium point)', forbidden: [words('gems?')] },
    {
      concept: 'base currency',
      use: 'gold (the spec quotes "No enough cash to buy that item" word for word)',
      forbidden: [words('coins?', 'money')],
    },
    { concept: 'health', use: 'health (health points)', forbidden: [words('HP', 'hit points?')] },
    { concept: 'armour (British spelling)', use: 'armour, armourer, armoury', forbidden: [stems('armor')] },
    { concept: 'honour (British spelling)', use: 'honour', forbidden: [stems('honor')] },
    {
      concept: 'skill slot types (British spelling)',
      use: 'Offence, Defence',
      forbidden: [words('offense', 'defense')],
    },
    { concept: 'equipment', use: 'equipment (the verb "gear up" is fine)', forbidden: [pattern('gear(?! up)')] },
    {
      concept: 'vendor',
      use: 'vendor; a skill vendor is a trainer',
      forbidden: [words('merchants?', 'traders?', 'shopkeepers?', 'skill vendors?')],
    },
    { concept: 'backpack', use: 'backpack', forbidden: [words('bags?')] },
  ],
  es: [
    {
      concept: 'premium currency',
      use: 'puntos prémium (punto prémium), with the accent',
      forbidden: [stems('gema'), words('premium')],
    },
    { concept: 'base currency', use: 'oro', forbidden: [words('monedas?', 'dinero')] },
    {
      concept: 'health',
      use: 'salud (puntos de salud); «robo de vida» is the stat’s name',
      forbidden: [pattern('(?<!robo de )vida'), words('PV')],
    },
    { concept: 'slot (equipment or skill)', use: 'hueco', forbidden: [stems('ranura')] },
    {
      concept: 'vendor',
      use: 'vendedor; a skill vendor is a maestro de habilidades',
      forbidden: [stems('mercader', 'comerciante'), words('vendedor(?:es)? de habilidades')],
    },
    {
      concept: 'endurance (the stat)',
      use: 'resistencia',
      forbidden: [pattern('(?<!(?:brebaje|poción) de )aguante')],
    },
    { concept: 'a draw of monsters, quests or opponents', use: 'sorteo (sortear)', forbidden: [stems('tirada')] },
    { concept: 'addressing the player', use: 'tú', forbidden: [words('usted(?:es)?')] },
  ],
  de: [
    {
      concept: 'premium currency',
      use: 'Premiumpunkte (Premiumpunkt)',
      forbidden: [stems('edelstein', 'juwel'), words('premium-punkte?')],
    },
    { concept: 'premium shop', use: 'Premiumladen', forbidden: [words('premium-laden', 'premium-?shop')] },
    { concept: 'health', use: 'Lebenspunkte (Lebenspunkt)', forbidden: [stems('gesundheit'), words('HP')] },
    { concept: 'level', use: 'Stufe', forbidden: [words('level')] },
    { concept: 'character', use: 'Charakter', forbidden: [stems('figur')] },
    {
      concept: 'skill',
      use: 'Fertigkeit (Fertigkeiten); a skill vendor is a Lehrmeister',
      forbidden: [stems('fähigkeit', 'fertigkeitenhändler')],
    },
    {
      concept: 'outfit',
      use: 'Outfit (Outfit-Teil, Outfit-Rezept)',
      forbidden: [stems('ausstattung', 'gewand', 'gewänd')],
    },
    { concept: 'dexterity', use: 'Geschicklichkeit', forbidden: [pattern('geschick(?!lichkeit)')] },
    { concept: 'slot', use: 'Platz', forbidden: [words('slots?')] },
    { concept: 'backpack', use: 'Rucksack', forbidden: [words('tasche', 'inventar')] },
    { concept: 'quest', use: 'Auftrag', forbidden: [stems('quest', 'mission')] },
  ],
  fr: [
    { concept: 'premium currency', use: 'points premium (point premium)', forbidden: [stems('gemme', 'joyau')] },
    {
      concept: 'an amount of gold',
      use: '{{gold}} pièces d’or (“or” alone after a number reads as “or”)',
      forbidden: [/(?:\}\}|\d)\s+or(?!\p{L})/iu],
    },
    {
      concept: 'health',
      use: 'santé (points de santé); « vol de vie » is the stat’s name',
      forbidden: [pattern('(?<!vol de )vie'), words('PV')],
    },
    { concept: 'slot', use: 'emplacement', forbidden: [words('slots?')] },
    { concept: 'backpack', use: 'sac à dos', forbidden: [pattern('sac(?! à dos)')] },
    {
      concept: 'vendor',
      use: 'marchand; a skill vendor is a maître de compétences',
      forbidden: [stems('vendeu'), words('marchands? de compétences')],
    },
    { concept: 'stats', use: 'statistiques (points d’attribut)', forbidden: [stems('caractéristique')] },
    { concept: 'quest', use: 'quête', forbidden: [stems('mission')] },
    { concept: 'a round of a fight', use: 'manche', forbidden: [words('rounds?')] },
    {
      concept: 'addressing the player',
      use: 'tu, ton, ta, tes (and the tu imperative: réessaie, vérifie)',
      forbidden: [words('vous', 'votre', 'vos', 'veuillez'), pattern('(?!chez|assez)\\p{L}+ez')],
    },
  ],
};

/**
 * The sections' names: a navigation item (the shell's `nav.items.*`) and the title of the page it opens say the
 * same words, in every language.
 */
export const sectionTitles: Readonly<Record<string, string>> = {
  'nav.items.equipment': 'equipment.screen.title',
  'nav.items.skills': 'character.screens.skills.title',
  'nav.items.stats': 'character.screens.stats.title',
  'nav.items.arena': 'arena.arenaScreen.title',
  'nav.items.battle': 'battle.battleScreen.title',
  'nav.items.shop': 'shop.shopList.title',
  'nav.items.locations': 'world.locationsScreen.title',
  'nav.items.premiumShop': 'premium.premiumShopScreen.title',
  'nav.items.quests': 'quests.questsScreen.title',
  'nav.items.ranking': 'ranking.rankingScreen.title',
  'nav.sections.ranking': 'ranking.rankingScreen.title',
  'nav.items.adventures': 'adventures.adventuresScreen.title',
};

/**
 * The glossary's complaints about one language's messages (key, text): one line per forbidden variant found,
 * naming the key, the text, the concept and the term to use.
 */
export const glossaryProblems = (lng: Language, messages: Iterable<readonly [key: string, text: string]>): string[] => {
  const problems: string[] = [];
  for (const [key, text] of messages) {
    // Placeholders are code, not words ({{level}}, {{slot}}): each reads as an empty {{}}.
    const words = text.replace(/\{\{[^}]*\}\}/g, '{{}}');
    for (const term of glossary[lng]) {
      for (const variant of term.forbidden) {
        const found = variant.exec(words);
        if (found) problems.push(`${lng} ${key}: "${text}" says "${found[0]}" for ${term.concept}; use ${term.use}`);
      }
    }
  }
  return problems;
};

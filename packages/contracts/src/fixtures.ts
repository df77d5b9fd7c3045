import type { BaseInfo, Character, Outfit, OutfitsItems, Stats } from './entities.ts';

/**
 * Deterministic fixture builders: the same seed gives the same entity, so
 * stories, unit tests and e2e seeds share one source of mock data.
 */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const experienceForNextLevel = (level: number) => Math.floor(100 * level ** 1.5);

export const buildBaseInfo = (overrides: Partial<BaseInfo> = {}): BaseInfo => ({
  baseCurrency: 100,
  premiumCurrency: 50,
  stamina: 100,
  ...overrides,
});

/** Base info at the limits the balance bar must survive. */
export const baseInfoFixtures = {
  starting: buildBaseInfo(),
  empty: buildBaseInfo({ baseCurrency: 0, premiumCurrency: 0, stamina: 0 }),
  huge: buildBaseInfo({ baseCurrency: 1_234_567_890, premiumCurrency: 987_654_321, stamina: 100 }),
} satisfies Record<string, BaseInfo>;

export const buildStats = (overrides: Partial<Stats> = {}): Stats => ({
  baseForce: 5,
  forceFromItems: 0,
  baseIntelligence: 5,
  intelligenceFromItems: 0,
  baseDexterity: 5,
  dexterityFromItems: 0,
  baseEndurance: 5,
  enduranceFromItems: 0,
  lifesteal: 0,
  vampirism: 0,
  currentHealthPoints: 115,
  healthPoints: 115,
  armor: 0,
  minDmg: 2,
  maxDmg: 2,
  ...overrides,
});

export const emptyOutfit = (): Outfit => ({
  back: '',
  bottom: '',
  hair: '',
  hairPart2: '',
  weapon1: '',
  weapon1Part2: '',
  weapon2: '',
  weapon2Part2: '',
  baseSkinTorso: '',
  baseSkinHead: '',
  torsoArmor: '',
  mouth: '',
  eyes: '',
});

export const emptyOutfitsItems = (): OutfitsItems => {
  const none = () => ({ CurrentIndex: null, items: [] });
  return {
    hairs: none(),
    eyes: none(),
    mouths: none(),
    torsos: none(),
    bottoms: none(),
    weapon1: none(),
    weapon2: none(),
  };
};

const names = ['Wojsław', 'Bożydar', 'Świętomira', 'Aldric', 'Żaneta', 'Brunhilde', 'Ćwirek', 'Elowen'];

/** A character as GET /my-character returns it; `seed` picks the name and level. */
export const buildCharacter = (seed = 1, overrides: Partial<Character> = {}): Character => {
  const random = seededRandom(seed);
  const level = 1 + Math.floor(random() * 20);
  return {
    name: names[Math.floor(random() * names.length)] ?? 'Wojsław',
    level,
    experiencePoints: Math.floor(random() * experienceForNextLevel(level)),
    experiencePointsNeededForNextLevel: experienceForNextLevel(level),
    baseCurrency: Math.floor(random() * 5000),
    premiumCurrency: Math.floor(random() * 300),
    actionPoints: Math.floor(random() * 101),
    stats: buildStats(),
    doStatsPointsAvaiable: random() > 0.5,
    outfit: emptyOutfit(),
    outfitsItems: emptyOutfitsItems(),
    inventoryGameItems: [],
    skills: [],
    resourcesEquipment: [],
    consumableItems: [],
    ...overrides,
  };
};

/** The character a brand-new player gets (game-rules.md, Start). */
export const newCharacter = (name: string): Character =>
  buildCharacter(1, {
    name,
    level: 1,
    experiencePoints: 0,
    experiencePointsNeededForNextLevel: experienceForNextLevel(1),
    baseCurrency: 100,
    premiumCurrency: 50,
    actionPoints: 100,
    doStatsPointsAvaiable: true,
  });

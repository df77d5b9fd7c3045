import { describe, expect, it } from 'vitest';
import { baseInfoSchema, characterSchema, statsSchema } from './entities/character.ts';
import { vendorDetailSchema } from './entities/shop.ts';
import { enumSchema } from './enum-schemas.ts';
import {
  BattleResult,
  DangerLevel,
  enums,
  enumValues,
  InventorySlotType,
  ItemRarity,
  labelKey,
  labelKeys,
  MainInventoryType,
  QuestType,
  ShopType,
  SkillSlotType,
  Stat,
} from './enums.ts';
import { errorBodySchema, errorCatalogue } from './errors.ts';
import { baseInfoFixtures, buildCharacter, buildStarterLook, buildStats, newCharacter } from './fixtures/character.ts';
import { buildVendorDetail } from './fixtures/shops.ts';
import { languageSchema } from './languages.ts';
import { characterNameSchema, nameProblem, normaliseCharacterName } from './names.ts';
import { createCharacterRequestSchema } from './requests.ts';
import { replySchema, routes } from './routes.ts';

describe('fixtures', () => {
  it('are deterministic and parse with their schemas', () => {
    for (const seed of [1, 2, 3, 42, 9999]) {
      expect(buildCharacter(seed)).toEqual(buildCharacter(seed));
      expect(characterSchema.parse(buildCharacter(seed))).toEqual(buildCharacter(seed));
    }
    expect(characterSchema.parse(newCharacter('Wojsław')).name).toBe('Wojsław');
    for (const info of Object.values(baseInfoFixtures)) expect(baseInfoSchema.parse(info)).toEqual(info);
  });
});

describe('character names', () => {
  it.each(['Żaneta', 'Świętomira_2', 'Jean-Luc', 'Zoë der Große', 'abc'])('accepts %s', (name) => {
    expect(nameProblem(name)).toBeNull();
    expect(characterNameSchema.parse(name)).toBe(name);
  });

  it('trims before checking', () => {
    expect(characterNameSchema.parse('  Żaneta  ')).toBe('Żaneta');
    expect(nameProblem('  ab  ')).toBe('too-short');
  });

  it.each([
    ['', 'too-short'],
    ['ab', 'too-short'],
    ['a'.repeat(21), 'too-long'],
    ['Robert); DROP', 'bad-characters'],
    ['<script>', 'bad-characters'],
    ['tab\there', 'bad-characters'],
    // Blank-looking: Hangul fillers (letters that show nothing), zero-width characters, marks alone.
    ['\u3164\u3164\u3164', 'bad-characters'],
    ['\u115f\u1160\uffa0', 'bad-characters'],
    ['Zo\u200be\u200d', 'bad-characters'],
    ['Ann\u2067a', 'bad-characters'],
    ['\u0301\u0301\u0301', 'bad-characters'],
    ['---', 'bad-characters'],
    ['Zalga\u0300\u0301\u0302\u0303\u0304', 'bad-characters'],
  ])('refuses %j (%s)', (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
    expect(characterNameSchema.safeParse(name).success).toBe(false);
  });

  it('normalises before checking: composed form, compatibility forms folded, spaces collapsed', () => {
    // Decomposed Unicode is the same name as its composed form.
    expect(nameProblem('Zoe\u0301va9x')).toBeNull();
    expect(characterNameSchema.parse('Zoe\u0301va9x')).toBe('Zoéva9x');
    // Fullwidth letters are ordinary letters; a no-break or ideographic space is a space; runs collapse.
    expect(normaliseCharacterName('\uff3a\uff4f\uff45')).toBe('Zoe');
    expect(characterNameSchema.parse('  Jan \u00a0\u3000  Kowalski ')).toBe('Jan Kowalski');
    expect(nameProblem('   a  ')).toBe('too-short');
  });

  it.each(['नमस्तेva9', 'สมชาย', 'Nguyễn Văn', 'Ελένη', 'Алёна', '李小龍', 'محمد'])(
    'accepts letters of any script with their combining marks: %s',
    (name) => {
      expect(nameProblem(name)).toBeNull();
    },
  );
});

describe('languages', () => {
  it('accepts the five and refuses anything else', () => {
    for (const lng of ['pl', 'en', 'es', 'de', 'fr']) expect(languageSchema.parse(lng)).toBe(lng);
    for (const bad of ['', 'PL', 'it', null, undefined, 3]) expect(languageSchema.safeParse(bad).success).toBe(false);
  });
});

describe('enums', () => {
  it('keep the spec numbers', () => {
    expect(InventorySlotType).toEqual({ None: 0, Helmet: 1, Torso: 2, Weapon1: 3, Weapon2: 4 });
    expect(Stat).toEqual({ Force: 0, Intelligence: 1, Dexterity: 2, Endurance: 3 });
    expect(MainInventoryType).toEqual({ Inventory: 0, Backpack: 1 });
    expect(QuestType).toEqual({ SlayMonster: 0, GetResources: 1 });
    expect(ShopType).toEqual({
      WeaponsOnly: 0,
      ArmorsOnly: 1,
      ConsumablesOnly: 2,
      WeaponsAndArmorsOnly: 3,
      ResourcesOnly: 4,
      MagicWeaponsAndMixtures: 5,
      SkillsOnly: 6,
      ConsumablesAndSkills: 7,
      CosmeticsOnly: 8,
    });
    expect(SkillSlotType).toEqual({ Offense: 0, Defensive: 1, Utility: 2 });
    expect(ItemRarity).toEqual({ Common: 0, Uncommon: 1, Rare: 2 });
    expect(BattleResult).toEqual({ Win: 0, Loss: 1, Draw: 2 });
    expect(DangerLevel).toEqual({ Easy: 0, Fair: 1, Hard: 2, Deadly: 3 });
    expect(enumValues(ShopType)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('give every value a label key', () => {
    expect(labelKey('stat', Stat, Stat.Dexterity)).toBe('enum.stat.dexterity');
    expect(labelKeys('itemRarity')).toEqual({
      0: 'enum.itemRarity.common',
      1: 'enum.itemRarity.uncommon',
      2: 'enum.itemRarity.rare',
    });
    expect(labelKeys('shopType')[ShopType.ConsumablesAndSkills]).toBe('enum.shopType.consumablesAndSkills');
    for (const [group, e] of Object.entries(enums)) {
      const keys = labelKeys(group as keyof typeof enums);
      expect(Object.keys(keys).map(Number)).toEqual(enumValues(e));
      expect(new Set(Object.values(keys)).size).toBe(enumValues(e).length);
    }
  });

  it('validate exactly their values', () => {
    for (const e of Object.values(enums)) {
      const schema = enumSchema(e);
      for (const value of enumValues(e)) expect(schema.parse(value)).toBe(value);
      for (const bad of [-1, enumValues(e).length, 0.5, '0', null]) expect(schema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('replies and errors', () => {
  it('wrap data in the envelope', () => {
    const body = { data: buildCharacter(5) };
    expect(replySchema(routes.getMyCharacter).parse(body)).toEqual(body);
    expect(replySchema(routes.getMyCharacter).safeParse(buildCharacter(5)).success).toBe(false);
  });

  it('give every error a 4xx or 5xx status and a schema-valid body', () => {
    for (const [code, { status }] of Object.entries(errorCatalogue)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(errorBodySchema.parse({ error: { code, message: 'x' } }).error.code).toBe(code);
    }
  });
});

describe('server-derived values', () => {
  it('stats carry the chances the server computes: a character without them breaks the contract', () => {
    const { hitChance: _hit, ...withoutHit } = buildStats();
    expect(statsSchema.safeParse(withoutHit).success).toBe(false);
    expect(statsSchema.safeParse({ ...buildStats(), dodgeChance: 101 }).success).toBe(false);
    expect(statsSchema.safeParse({ ...buildStats(), critMultiplier: 0.5 }).success).toBe(false);
    // 5/5/5/5 without a shield: 80 + 0.5 * 5, 0.5 * 5, no block, 5 % crits of 1.5.
    expect(buildStats()).toMatchObject({
      hitChance: 82.5,
      dodgeChance: 2.5,
      blockChance: 0,
      critChance: 5,
      critMultiplier: 1.5,
    });
  });

  it('a vendor page carries its reroll price', () => {
    const { rerollPrice: _price, ...withoutPrice } = buildVendorDetail(1);
    expect(vendorDetailSchema.safeParse(withoutPrice).success).toBe(false);
    expect(vendorDetailSchema.parse(buildVendorDetail(1)).rerollPrice).toBe(20);
  });
});

describe('character creation', () => {
  it('takes an optional look of appearance ids beside the name', () => {
    const body = { requestedLang: 'pl', name: 'Wojsław', look: { hairAppearanceItemId: 3, eyesAppearanceItemId: 7 } };
    expect(createCharacterRequestSchema.parse(body)).toEqual(body);
    expect(createCharacterRequestSchema.parse({ requestedLang: 'pl', name: 'Wojsław' }).look).toBeUndefined();
    expect(createCharacterRequestSchema.safeParse({ ...body, look: { hairAppearanceItemId: 'blond' } }).success).toBe(
      false,
    );
  });

  it('reads the starter look with no language and no character', () => {
    expect(routes.getStarterLook).toMatchObject({ method: 'GET', path: '/my-character/starter-look' });
    expect('query' in routes.getStarterLook).toBe(false);
    const body = { data: buildStarterLook(1) };
    expect(replySchema(routes.getStarterLook).parse(body)).toEqual(body);
  });
});

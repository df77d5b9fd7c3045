import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { InventorySlotType, languages, QuestType, ShopType, SkillSlotType } from '@rpg/contracts';
import { allAssetPaths, monsters as monsterArt } from '@rpg/game-assets';
import { publicDir } from '@rpg/game-assets/public-dir';
import { describe, expect, it } from 'vitest';
import {
  adventureDefinitions,
  battleLogTemplates,
  content,
  dangerLevelWords,
  equipmentItems,
  fill,
  isEquipment,
  localize,
  locationDefinitions,
  monsterDefinitions,
  monstersOf,
  outfitOptions,
  outfitParts,
  premiumItemDefinitions,
  questTemplates,
  recipeDefinitions,
  skillDefinitions,
  skillSlotWords,
  stackItems,
  starterItemIds,
  starterSkillId,
  startingOutfitIds,
  type Text,
  vendorDefinitions,
} from '../../src/content/index.ts';

type Named = { id: string; name: Text };
type Described = Named & { description: Text };

const named: Named[] = [
  ...content.items.all,
  ...monsterDefinitions,
  ...locationDefinitions,
  ...vendorDefinitions,
  ...skillDefinitions,
  ...adventureDefinitions,
  ...outfitOptions,
  ...questTemplates.map((q) => ({ id: q.id, name: q.title })),
];
const sentences: { id: string; text: Text }[] = [
  ...[...stackItems, ...locationDefinitions, ...vendorDefinitions, ...skillDefinitions, ...adventureDefinitions].map(
    (entry: Described) => ({ id: entry.id, text: entry.description }),
  ),
  ...questTemplates.map((q) => ({ id: q.id, text: q.description })),
  ...Object.entries(battleLogTemplates).map(([kind, text]) => ({ id: `battle-log.${kind}`, text })),
];
const images: { id: string; path: string }[] = [
  ...content.items.all.map((e) => ({ id: e.id, path: e.image })),
  ...monsterDefinitions.map((e) => ({ id: e.id, path: e.image })),
  ...locationDefinitions.map((e) => ({ id: e.id, path: e.image })),
  ...vendorDefinitions.map((e) => ({ id: e.id, path: e.image })),
  ...skillDefinitions.map((e) => ({ id: e.id, path: e.image })),
  ...adventureDefinitions.map((e) => ({ id: e.id, path: e.image })),
  ...outfitOptions.flatMap((e) => [
    { id: e.id, path: e.image },
    ...(e.part2 === null ? [] : [{ id: `${e.id}.part2`, path: e.part2 }]),
  ]),
];

describe('world content: counts meet the minimums', () => {
  it.each([
    ['vendors', vendorDefinitions.length, 9],
    ['locations', locationDefinitions.length, 6],
    ['monsters', monsterDefinitions.length, 20],
    ['monsters of levels 1..30', monsterDefinitions.filter((m) => m.level >= 1 && m.level <= 30).length, 20],
    ['equipment items', equipmentItems.length, 40],
    ['resource items', stackItems.filter((i) => i.kind === 'resource').length, 5],
    ['consumable items', stackItems.filter((i) => i.kind === 'consumable').length, 5],
    ['skills', skillDefinitions.length, 12],
    ['quest templates', questTemplates.length, 15],
    ['adventures', adventureDefinitions.length, 8],
    ['recipes', recipeDefinitions.length, 1],
    ['premium items', premiumItemDefinitions.length, 1],
  ])('%s: %i (at least %i)', (_, count, minimum) => {
    expect(count).toBeGreaterThanOrEqual(minimum);
  });

  it('has one vendor per shop type', () => {
    expect(vendorDefinitions.map((v) => v.shopType).sort()).toEqual(Object.values(ShopType).sort());
  });

  it('has items for every equipment slot, shields among the Weapon2 items, and skills of every slot type', () => {
    for (const slot of [
      InventorySlotType.Helmet,
      InventorySlotType.Torso,
      InventorySlotType.Weapon1,
      InventorySlotType.Weapon2,
    ]) {
      expect(equipmentItems.filter((i) => i.slot === slot).length).toBeGreaterThanOrEqual(5);
    }
    expect(equipmentItems.some((i) => i.isShield && i.slot === InventorySlotType.Weapon2)).toBe(true);
    expect(equipmentItems.every((i) => !i.isShield || i.slot === InventorySlotType.Weapon2)).toBe(true);
    for (const slot of Object.values(SkillSlotType)) expect(skillDefinitions.some((s) => s.slot === slot)).toBe(true);
  });

  it('has both quest types and every outfit part with free, craftable and premium options', () => {
    expect(new Set(questTemplates.map((q) => q.type))).toEqual(
      new Set([QuestType.SlayMonster, QuestType.GetResources]),
    );
    for (const part of outfitParts) {
      const kinds = new Set(outfitOptions.filter((o) => o.part === part).map((o) => o.availability.kind));
      expect(kinds.has('free'), part).toBe(true);
    }
    expect(new Set(outfitOptions.map((o) => o.availability.kind))).toEqual(new Set(['free', 'craft', 'premium']));
  });
});

describe('world content: languages', () => {
  it('names every entry in all five languages', () => {
    for (const entry of named) {
      for (const lang of languages) expect(entry.name[lang].trim(), `${entry.id} ${lang}`).not.toBe('');
    }
  });

  it('translates every sentence: all five languages, none a copy of the English', () => {
    for (const { id, text } of sentences) {
      for (const lang of languages) {
        expect(text[lang].trim(), `${id} ${lang}`).not.toBe('');
        if (lang !== 'en') expect(text[lang], `${id} ${lang}`).not.toBe(text.en);
      }
    }
  });

  it('keeps the placeholders of every battle-log and quest template in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const text of [...Object.values(battleLogTemplates), ...questTemplates.map((q) => q.description)]) {
      for (const lang of languages) expect(placeholders(text[lang])).toEqual(placeholders(text.en));
    }
  });

  it('has the danger and skill-slot words in five languages', () => {
    expect(dangerLevelWords).toHaveLength(4);
    expect(skillSlotWords).toHaveLength(3);
    for (const word of [...dangerLevelWords, ...skillSlotWords]) {
      for (const lang of languages) expect(word[lang]).not.toBe('');
    }
  });

  it('localize picks the language (Polish by default) and fill replaces placeholders', () => {
    const sword = content.items.get('item.shortsword');
    expect(localize(sword.name)).toBe('Krótki miecz');
    expect(localize(sword.name, 'de')).toBe('Kurzschwert');
    expect(fill(localize(battleLogTemplates.hit, 'en'), { attacker: 'Ala', defender: 'Wolf', amount: 7 })).toBe(
      'Ala hits Wolf for 7 damage.',
    );
    expect(fill('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
  });
});

describe('world content: ids and references', () => {
  it('has unique string ids across the world and unique numbers within each kind', () => {
    const ids = [
      ...named.map((e) => e.id),
      ...recipeDefinitions.map((r) => r.id),
      ...premiumItemDefinitions.map((p) => p.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
    for (const catalogue of Object.values(content)) {
      const nums = catalogue.all.map((e) => e.num);
      expect(new Set(nums).size).toBe(nums.length);
    }
  });

  it('looks entries up by id and number', () => {
    const wolf = content.monsters.get('monster.grey-wolf');
    expect(content.monsters.findByNum(wolf.num)).toBe(wolf);
    expect(content.items.find('item.nope')).toBeUndefined();
    expect(() => content.items.get('item.nope')).toThrow(/Unknown item id/);
  });

  it('puts every monster in a location, every location has monsters near its band', () => {
    for (const monster of monsterDefinitions)
      expect(content.locations.find(monster.locationId), monster.id).toBeDefined();
    for (const location of locationDefinitions) {
      const pool = monstersOf(location.id);
      expect(pool.length, location.id).toBeGreaterThanOrEqual(3);
      for (const m of pool) {
        expect(m.level).toBeGreaterThanOrEqual(location.minLevel);
        expect(m.level).toBeLessThanOrEqual(location.maxLevel);
      }
    }
  });

  it('gives monsters levels of their picture band and sane stats', () => {
    for (const m of monsterDefinitions) {
      const art = Object.values(monsterArt).find((a) => a.path === m.image);
      expect(art, m.id).toBeDefined();
      expect(m.level).toBeGreaterThanOrEqual(art?.minLevel ?? 0);
      expect(m.level).toBeLessThanOrEqual(art?.maxLevel ?? 0);
      expect(m.hp).toBeGreaterThan(0);
      expect(m.minDmg).toBeLessThanOrEqual(m.maxDmg);
      expect(m.loot.length).toBeGreaterThan(0);
    }
  });

  it('refers only to existing items, monsters, skills, recipes and outfit options', () => {
    for (const m of monsterDefinitions)
      for (const l of m.loot) expect(content.items.find(l.itemId), l.itemId).toBeDefined();
    for (const r of recipeDefinitions) {
      expect(content.outfits.find(r.outfitId)).toBeDefined();
      for (const req of r.requirements) {
        const item = content.items.find(req.itemId);
        expect(item?.kind, req.itemId).toBe('resource');
      }
    }
    for (const p of premiumItemDefinitions) expect(content.outfits.find(p.outfitId)?.availability.kind).toBe('premium');
    for (const v of vendorDefinitions) {
      for (const id of v.skillIds) expect(content.skills.find(id)).toBeDefined();
      for (const id of v.recipeIds) expect(content.recipes.find(id)).toBeDefined();
    }
    for (const q of questTemplates) {
      const target =
        q.type === QuestType.SlayMonster ? content.monsters.find(q.targetId) : content.items.find(q.targetId);
      expect(target, q.targetId).toBeDefined();
      expect(q.minAmount).toBeLessThanOrEqual(q.maxAmount);
    }
    for (const a of adventureDefinitions) {
      for (const l of a.loot) expect(content.items.find(l.itemId), l.itemId).toBeDefined();
      expect(a.durationMinutes).toBeGreaterThanOrEqual(1);
      expect(a.durationMinutes).toBeLessThanOrEqual(30);
    }
    for (const id of starterItemIds) expect(isEquipment(content.items.get(id))).toBe(true);
    expect(content.skills.find(starterSkillId)?.level).toBe(1);
    for (const id of Object.values(startingOutfitIds)) expect(content.outfits.get(id).availability.kind).toBe('free');
  });

  it('gives every vendor something to sell, and every selling vendor enough items for a stock', () => {
    for (const v of vendorDefinitions) {
      const items = content.items.all.filter((i) => v.itemCategories.includes(i.category));
      expect(items.length + v.skillIds.length + v.recipeIds.length, v.id).toBeGreaterThan(0);
      if (v.itemCategories.length > 0) expect(items.length, v.id).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('world content: images', () => {
  const manifest = new Set<string>(allAssetPaths);
  it('uses only pictures of the game-assets manifest', () => {
    for (const { id, path } of images) expect(manifest.has(path), `${id}: ${path}`).toBe(true);
  });

  it('finds every picture on disk', () => {
    for (const { id, path } of images) expect(existsSync(join(publicDir, path)), `${id}: ${path}`).toBe(true);
  });
});

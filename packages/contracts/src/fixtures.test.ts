import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adventureFixtures,
  arenaEnemyFixtures,
  arenaFightResultFixtures,
  baseInfoFixtures,
  buildAdventure,
  buildAdventureRetrieval,
  buildAdventureReward,
  buildAdventures,
  buildArenaEnemies,
  buildArenaEnemy,
  buildArenaFightResult,
  buildBattleAction,
  buildCharacter,
  buildCharacterStore,
  buildConsumableItem,
  buildFightResult,
  buildFullCharacter,
  buildInventory,
  buildInventoryGameItem,
  buildLocation,
  buildLocations,
  buildMonster,
  buildMonsters,
  buildOutfit,
  buildOutfitChange,
  buildOutfitsItems,
  buildPremiumHistory,
  buildPremiumItem,
  buildPremiumPurchase,
  buildPremiumShop,
  buildPublicCharacter,
  buildQuest,
  buildQuests,
  buildRankingPage,
  buildRankingPlayer,
  buildRecipe,
  buildResourceItem,
  buildSeasonedStats,
  buildShopItem,
  buildShopList,
  buildShopNpc,
  buildShopSkill,
  buildShopTrade,
  buildSkill,
  buildSkills,
  buildStarterLook,
  buildStats,
  buildStatsUpdate,
  buildStoredBattle,
  buildVendorDetail,
  characterFixtures,
  consumableItemFixtures,
  emptyOutfit,
  emptyOutfitsItems,
  emptySkill,
  fightResultFixtures,
  inventoryGameItemFixtures,
  locationFixtures,
  monsterFixtures,
  newCharacter,
  premiumItemFixtures,
  publicCharacterFixtures,
  questFixtures,
  rankingPageFixtures,
  shopItemFixtures,
  shopNpcFixtures,
  skillFixtures,
  starterLookFixtures,
  storedBattleFixtures,
  vendorDetailFixtures,
} from './fixtures/index.ts';
import {
  adventureRetrievalSchema,
  adventureRewardSchema,
  adventureSchema,
  adventuresSchema,
  arenaEnemySchema,
  arenaFightResultSchema,
  BattleResult,
  baseInfoSchema,
  battleActionSchema,
  characterSchema,
  characterStoreSchema,
  consumableItemSchema,
  emptyInventorySlot,
  enumValues,
  fightResultSchema,
  InventorySlotType,
  ItemRarity,
  inventoryGameItemSchema,
  locationSchema,
  MainInventoryType,
  monsterSchema,
  monstersSchema,
  outfitChangeSchema,
  outfitSchema,
  outfitsItemsSchema,
  premiumItemSchema,
  premiumPurchaseSchema,
  premiumShopSchema,
  publicCharacterSchema,
  questSchema,
  rankingPageSchema,
  rankingPlayerSchema,
  recipeSchema,
  ShopType,
  shopItemSchema,
  shopListSchema,
  shopNpcSchema,
  shopSkillSchema,
  shopTradeSchema,
  skillSchema,
  starterLookSchema,
  statsSchema,
  statsUpdateSchema,
  storedBattleSchema,
  vendorDetailSchema,
} from './index.ts';

/** Each builder, called with a seed and a language, next to the schema of what it builds. */
const builders: [string, z.ZodType, (seed: number, lang: 'pl' | 'en') => unknown][] = [
  ['buildCharacter', characterSchema, (seed) => buildCharacter(seed)],
  ['buildFullCharacter', characterSchema, (seed, lang) => buildFullCharacter(seed, {}, lang)],
  ['buildCharacterStore', characterStoreSchema, (seed) => buildCharacterStore(seed)],
  ['buildStats', statsSchema, () => buildStats()],
  ['buildSeasonedStats', statsSchema, (seed) => buildSeasonedStats(seed)],
  ['buildStatsUpdate', statsUpdateSchema, (seed) => buildStatsUpdate(seed)],
  ['buildOutfit', outfitSchema, (seed) => buildOutfit(seed)],
  ['buildOutfitsItems', outfitsItemsSchema, (seed) => buildOutfitsItems(seed)],
  ['buildOutfitChange', outfitChangeSchema, (seed) => buildOutfitChange(buildOutfitsItems(seed))],
  ['buildStarterLook', starterLookSchema, (seed) => buildStarterLook(seed)],
  ['buildPublicCharacter', publicCharacterSchema, (seed, lang) => buildPublicCharacter(seed, {}, lang)],
  ['buildInventoryGameItem', inventoryGameItemSchema, (seed, lang) => buildInventoryGameItem(seed, {}, lang)],
  ['buildInventory', z.array(inventoryGameItemSchema), (seed, lang) => buildInventory(seed, lang)],
  ['buildConsumableItem', consumableItemSchema, (seed, lang) => buildConsumableItem(seed, {}, lang)],
  ['buildResourceItem', consumableItemSchema, (seed, lang) => buildResourceItem(seed, {}, lang)],
  ['buildSkill', skillSchema, (seed, lang) => buildSkill(seed, {}, lang)],
  ['buildSkills', z.array(skillSchema), (seed, lang) => buildSkills(seed, lang)],
  ['buildShopNpc', shopNpcSchema, (seed, lang) => buildShopNpc(seed, {}, lang)],
  ['buildShopList', shopListSchema, (_seed, lang) => buildShopList(lang)],
  ['buildShopItem', shopItemSchema, (seed, lang) => buildShopItem(seed, {}, lang)],
  ['buildShopSkill', shopSkillSchema, (seed, lang) => buildShopSkill(seed, {}, lang)],
  ['buildRecipe', recipeSchema, (seed, lang) => buildRecipe(seed, {}, lang)],
  ['buildVendorDetail', vendorDetailSchema, (seed, lang) => buildVendorDetail(seed, {}, lang)],
  ['buildShopTrade', shopTradeSchema, (seed, lang) => buildShopTrade(seed, lang)],
  ['buildAdventure', adventureSchema, (seed, lang) => buildAdventure(seed, {}, lang)],
  ['buildAdventures', adventuresSchema, (seed, lang) => buildAdventures(seed, seed % 2 === 0, lang)],
  ['buildAdventureReward', adventureRewardSchema, (seed, lang) => buildAdventureReward(seed, {}, lang)],
  ['buildAdventureRetrieval', adventureRetrievalSchema, (seed, lang) => buildAdventureRetrieval(seed, lang)],
  ['buildLocation', locationSchema, (seed, lang) => buildLocation(seed, {}, lang)],
  ['buildLocations', z.array(locationSchema), (_seed, lang) => buildLocations(lang)],
  ['buildMonster', monsterSchema, (seed, lang) => buildMonster(seed, {}, lang)],
  ['buildMonsters', monstersSchema, (seed, lang) => buildMonsters(seed, {}, lang)],
  ['buildBattleAction', battleActionSchema, (seed, lang) => buildBattleAction(seed, undefined, lang)],
  [
    'buildFightResult',
    fightResultSchema,
    (seed, lang) => buildFightResult(seed, enumValues(BattleResult)[seed % 3], {}, lang),
  ],
  ['buildArenaEnemy', arenaEnemySchema, (seed) => buildArenaEnemy(seed)],
  ['buildArenaEnemies', z.array(arenaEnemySchema), (seed) => buildArenaEnemies(seed)],
  [
    'buildArenaFightResult',
    arenaFightResultSchema,
    (seed, lang) => buildArenaFightResult(seed, enumValues(BattleResult)[seed % 3], lang),
  ],
  [
    'buildStoredBattle',
    storedBattleSchema,
    (seed, lang) =>
      buildStoredBattle(
        seed,
        {
          kind: seed % 2 === 0 ? 'arena' : 'monster',
          result: enumValues(BattleResult)[seed % 3],
          isMine: seed % 4 < 2,
        },
        {},
        lang,
      ),
  ],
  ['buildQuest', questSchema, (seed, lang) => buildQuest(seed, {}, lang)],
  ['buildQuests', z.array(questSchema), (seed, lang) => buildQuests(seed, lang)],
  ['buildPremiumItem', premiumItemSchema, (seed, lang) => buildPremiumItem(seed, {}, lang)],
  ['buildPremiumShop', premiumShopSchema, (seed, lang) => buildPremiumShop(seed, lang, seed % 2 === 0)],
  ['buildPremiumPurchase', premiumPurchaseSchema, (seed, lang) => buildPremiumPurchase(seed, {}, lang)],
  ['buildPremiumHistory', z.array(premiumPurchaseSchema), (seed, lang) => buildPremiumHistory((seed % 10) + 1, lang)],
  ['buildRankingPlayer', rankingPlayerSchema, (seed) => buildRankingPlayer(seed)],
  ['buildRankingPage', rankingPageSchema, (seed) => buildRankingPage(seed, seed + 2)],
];

const seeds = [1, 2, 3, 7, 42, 9999];

describe('fixture builders', () => {
  it.each(builders)('%s is deterministic and parses with its schema', (_name, schema, build) => {
    for (const seed of seeds) {
      for (const lang of ['pl', 'en'] as const) {
        const value = build(seed, lang);
        expect(build(seed, lang)).toEqual(value);
        const parsed = schema.safeParse(value);
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
        expect(parsed.data).toEqual(value);
      }
    }
  });

  it('speak Polish and English', () => {
    expect(buildLocation(2, {}, 'pl').name).toBe('Mroczny Bór');
    expect(buildLocation(2, {}, 'en').name).toBe('Darkwood Forest');
    expect(buildShopNpc(1, { type: ShopType.CosmeticsOnly }, 'pl').name).toBe('Pracownia krawca');
    expect(buildQuest(1, {}, 'en').title).toBe('Wolf plague');
    expect(buildInventoryGameItem(5, {}, 'pl').name).not.toBe(buildInventoryGameItem(5, {}, 'en').name);
  });

  it('keep the existing character builders as they were', () => {
    expect(characterSchema.parse(newCharacter('Wojsław')).name).toBe('Wojsław');
    expect(buildCharacter(5).outfit).toEqual(emptyOutfit());
    expect(buildCharacter(5).outfitsItems).toEqual(emptyOutfitsItems());
    for (const info of Object.values(baseInfoFixtures)) expect(baseInfoSchema.parse(info)).toEqual(info);
  });

  it('send only the outfit parts that can change', () => {
    const change = buildOutfitChange(buildOutfitsItems(3));
    expect(change.weapon1AppearanceItemId).toBeUndefined();
    expect(Object.keys(change)).toHaveLength(5);
    expect(buildOutfitChange(emptyOutfitsItems())).toEqual({});
  });

  it('fill an inventory with four equipment slots and a 20-slot backpack', () => {
    const inventory = buildInventory(4);
    expect(inventory.filter((item) => item.mainInventoryType === MainInventoryType.Inventory)).toHaveLength(4);
    expect(inventory.filter((item) => item.mainInventoryType === MainInventoryType.Backpack)).toHaveLength(20);
    expect(inventory.some((item) => item.isEmpty)).toBe(true);
  });

  it('give a vendor page the lists of its type', () => {
    for (const vendor of vendorDetailFixtures.everyType) {
      expect(vendor.outfitRecipes.length > 0, `recipes of type ${vendor.type}`).toBe(
        vendor.type === ShopType.CosmeticsOnly,
      );
      expect(vendor.backpackItems.length === 0).toBe(vendor.type === ShopType.CosmeticsOnly);
      expect(vendor.skillItems.length > 0).toBe(
        vendor.type === ShopType.SkillsOnly || vendor.type === ShopType.ConsumablesAndSkills,
      );
    }
  });
});

describe('edge-case fixtures', () => {
  const families: [string, z.ZodType, Record<string, unknown>][] = [
    ['baseInfoFixtures', baseInfoSchema, baseInfoFixtures],
    ['characterFixtures', characterSchema, characterFixtures],
    ['publicCharacterFixtures', publicCharacterSchema, publicCharacterFixtures],
    ['starterLookFixtures', starterLookSchema, starterLookFixtures],
    ['inventoryGameItemFixtures', inventoryGameItemSchema, inventoryGameItemFixtures],
    ['consumableItemFixtures', consumableItemSchema, consumableItemFixtures],
    ['skillFixtures', skillSchema, skillFixtures],
    ['shopNpcFixtures', shopNpcSchema, shopNpcFixtures],
    ['shopItemFixtures', shopItemSchema, shopItemFixtures],
    ['vendorDetailFixtures', vendorDetailSchema, vendorDetailFixtures],
    ['adventureFixtures', adventureSchema, adventureFixtures],
    ['locationFixtures', locationSchema, locationFixtures],
    ['monsterFixtures', z.union([monsterSchema, monstersSchema]), monsterFixtures],
    ['fightResultFixtures', fightResultSchema, fightResultFixtures],
    ['arenaEnemyFixtures', arenaEnemySchema, arenaEnemyFixtures],
    ['arenaFightResultFixtures', arenaFightResultSchema, arenaFightResultFixtures],
    ['storedBattleFixtures', storedBattleSchema, storedBattleFixtures],
    ['questFixtures', questSchema, questFixtures],
    ['premiumItemFixtures', premiumItemSchema, premiumItemFixtures],
    ['rankingPageFixtures', rankingPageSchema, rankingPageFixtures],
  ];

  it.each(families)('%s parse with their schema', (_name, schema, family) => {
    for (const [key, value] of Object.entries(family)) {
      for (const entity of Array.isArray(value) ? value : [value]) {
        const parsed = schema.safeParse(entity);
        expect(parsed.success, `${key}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
    }
  });

  it('cover every rarity, slot, vendor type and battle result', () => {
    expect(inventoryGameItemFixtures.everyRarity.map((item) => item.rarity)).toEqual(enumValues(ItemRarity));
    expect(inventoryGameItemFixtures.everySlot.map((item) => item.inventoryType)).toEqual([
      InventorySlotType.Helmet,
      InventorySlotType.Torso,
      InventorySlotType.Weapon1,
      InventorySlotType.Weapon2,
    ]);
    expect(shopNpcFixtures.everyType.map((npc) => npc.type)).toEqual(enumValues(ShopType));
    expect(vendorDetailFixtures.everyType.map((vendor) => vendor.type)).toEqual(enumValues(ShopType));
    expect(new Set(Object.values(fightResultFixtures).map((fight) => fight.result))).toEqual(
      new Set(enumValues(BattleResult)),
    );
    expect(fightResultFixtures.winWithLoot.battleMonsterRewards.item).not.toBeNull();
    expect(fightResultFixtures.winBackpackFull.battleMonsterRewards.isBackpackFull).toBe(true);
    const stored = Object.values(storedBattleFixtures);
    expect(new Set(stored.map((battle) => battle.result))).toEqual(new Set(enumValues(BattleResult)));
    expect(new Set(stored.map((battle) => battle.kind))).toEqual(new Set(['monster', 'arena']));
    // Someone else's battle shows no rewards; the attacker's shows those of its kind only.
    for (const battle of stored) {
      expect(battle.battleMonsterRewards !== null, battle.kind).toBe(battle.isMine && battle.kind === 'monster');
      expect(battle.arenaRewards !== null, battle.kind).toBe(battle.isMine && battle.kind === 'arena');
      expect(battle.opponent.outfit !== null).toBe(battle.kind === 'arena');
    }
  });

  it('include empty slots, missing images, zero and huge numbers', () => {
    expect(inventoryGameItemFixtures.emptySlot.isEmpty).toBe(true);
    expect(emptyInventorySlot().imagePath).toBe('');
    expect(emptySkill().isEmpty).toBe(true);
    expect(inventoryGameItemFixtures.missingImage.imagePath).toBe('');
    expect(locationFixtures.missingImage.imagePath).toBe('');
    expect(baseInfoFixtures.empty.baseCurrency).toBe(0);
    expect(inventoryGameItemFixtures.hugeStats.sellValue).toBeGreaterThan(1_000_000_000);
    expect([...inventoryGameItemFixtures.longName.name].length).toBeGreaterThan(60);
  });

  it('use image paths under /images/ (or none)', () => {
    const paths = JSON.stringify([
      buildFullCharacter(3),
      buildVendorDetail(9),
      buildFightResult(2),
      buildPremiumShop(1),
    ]).match(/"(?:imagePath|cosmeticItemImagePath|[a-zA-Z0-9]+)":"\/[^"]*"/g);
    for (const path of paths ?? []) expect(path).toMatch(/:"\/images\//);
  });
});

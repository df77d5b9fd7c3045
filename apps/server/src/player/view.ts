import {
  type BaseInfo,
  type Character,
  type ConsumableItem,
  emptyInventorySlot,
  type InventoryGameItem,
  InventorySlotType,
  type ItemRarity,
  type Language,
  MainInventoryType,
  type Outfit,
  type OutfitPartName,
  type OutfitsItems,
  type Skill,
  type Stats,
} from '@rpg/contracts';
import { skinTones } from '@rpg/game-assets';
import {
  content,
  type EquipmentItem,
  isEquipment,
  type LocationDefinition,
  localize,
  type OutfitOptionDefinition,
  outfitParts,
  skillSlotWords,
  startingOutfitIds,
  startLocationId,
  type Text,
} from '../content/index.ts';
import type { CharacterRow } from '../db/types.ts';
import { actionPointsAt } from '../rules/action-points.ts';
import { type CombatStats, combatStats, type EquippedItem, experienceForNextLevel } from '../rules/character.ts';
import { rules } from '../rules/config.ts';
import { priceWithRarity, scaleStats, sellValue } from '../rules/shop.ts';
import { healthAt } from '../rules/timers.ts';
import { gearLayers } from './gear-look.ts';
import type { ItemRow, Player, ResourceRow, SkillRow } from './state.ts';

/** The equipment slots, in the order the inventory list shows them. */
export const equipmentSlots = [
  InventorySlotType.Helmet,
  InventorySlotType.Torso,
  InventorySlotType.Weapon1,
  InventorySlotType.Weapon2,
] as const;

/** The content of an owned equipment item (content ids are stable: a missing one is a broken deploy). */
export const equipmentOf = (row: Pick<ItemRow, 'item_id'>): EquipmentItem => {
  const item = content.items.findByNum(row.item_id);
  if (!item || !isEquipment(item)) throw new Error(`Owned item ${row.item_id} is not equipment in the content`);
  return item;
};

/** An owned item's stats and prices with its rarity applied. */
export const ownedItemValues = (row: Pick<ItemRow, 'item_id' | 'rarity'>) => {
  const item = equipmentOf(row);
  const rarity = row.rarity as ItemRarity;
  const price = priceWithRarity(item.price, rarity);
  return { item, rarity, stats: scaleStats(item.stats, rarity), price, sellValue: sellValue(price) };
};

/** One owned item as the contract shows it. */
export const inventoryItemOf = (row: ItemRow, lang: Language): InventoryGameItem => {
  const { item, rarity, stats, sellValue: value } = ownedItemValues(row);
  return {
    id: row.id,
    name: localize(item.name, lang),
    isEmpty: false,
    inventoryType: item.slot,
    mainInventoryType: row.container as MainInventoryType,
    rarity,
    imagePath: item.image,
    ...stats,
    sellValue: value,
  };
};

/** The inventory list: the four equipment slots, then the 20 backpack slots (empty ones included). */
export const inventoryOf = (items: readonly ItemRow[], lang: Language): InventoryGameItem[] => {
  const at = (container: number, position: number) =>
    items.find((row) => row.container === container && row.position === position);
  const equipped = equipmentSlots.map((slot) => {
    const row = at(MainInventoryType.Inventory, slot);
    return row ? inventoryItemOf(row, lang) : emptyInventorySlot(slot, MainInventoryType.Inventory);
  });
  const backpack = Array.from({ length: rules.items.backpackSlots }, (_, position) => {
    const row = at(MainInventoryType.Backpack, position);
    return row ? inventoryItemOf(row, lang) : emptyInventorySlot(InventorySlotType.None, MainInventoryType.Backpack);
  });
  return [...equipped, ...backpack];
};

/** The equipped items as the stat formulas take them. */
export const equippedOf = (items: readonly ItemRow[]): EquippedItem[] =>
  items
    .filter((row) => row.container === MainInventoryType.Inventory)
    .map((row) => {
      const { item, stats } = ownedItemValues(row);
      return { slot: item.slot, isShield: item.isShield, ...stats };
    });

/** Base stats of the row. */
export const baseStatsOf = (row: CharacterRow) => ({
  force: row.base_force,
  intelligence: row.base_intelligence,
  dexterity: row.base_dexterity,
  endurance: row.base_endurance,
});

/** Health at `now` (1% of max a minute since it was stored). */
export const currentHealth = (row: CharacterRow, maxHealth: number, now: Date): number =>
  healthAt({ current: row.current_health, updatedAt: row.health_updated_at }, maxHealth, now).current;

/** The stats panel: base + from items, derived values with the real chances (the client only shows them). */
export const statsOf = (row: CharacterRow, items: readonly ItemRow[], now: Date): Stats & { combat: CombatStats } => {
  const combat = combatStats(baseStatsOf(row), row.level, equippedOf(items));
  return {
    baseForce: row.base_force,
    forceFromItems: combat.fromItems.force,
    baseIntelligence: row.base_intelligence,
    intelligenceFromItems: combat.fromItems.intelligence,
    baseDexterity: row.base_dexterity,
    dexterityFromItems: combat.fromItems.dexterity,
    baseEndurance: row.base_endurance,
    enduranceFromItems: combat.fromItems.endurance,
    lifesteal: 0,
    vampirism: 0,
    currentHealthPoints: currentHealth(row, combat.healthPoints, now),
    healthPoints: combat.healthPoints,
    armor: combat.armor,
    minDmg: combat.minDmg,
    maxDmg: combat.maxDmg,
    hitChance: combat.hitChance,
    dodgeChance: combat.dodgeChance,
    blockChance: combat.blockChance,
    critChance: combat.critChance,
    critMultiplier: combat.critMultiplier,
    combat,
  };
};

/** Strips the extra `combat` block off the contract's Stats. */
export const contractStats = ({ combat: _combat, ...stats }: Stats & { combat: CombatStats }): Stats => stats;

/** A learnt skill as the contract shows it. */
export const skillOf = (row: SkillRow, lang: Language): Skill => {
  const skill = content.skills.findByNum(row.skill_id);
  if (!skill) throw new Error(`Learnt skill ${row.skill_id} is not in the content`);
  return {
    id: skill.num,
    name: localize(skill.name, lang),
    description: localize(skill.description, lang),
    skillType: skillSlotWords[skill.slot] ? localize(skillSlotWords[skill.slot] as Text, lang) : '',
    level: skill.level,
    imagePath: skill.image,
    isActive: row.active,
    isEmpty: false,
    equipmentSkillType: skill.slot,
    // The contract: learnt, so it can be made active (or unlearnt). False hid both buttons.
    isAvailableToLearn: true,
  };
};

export const skillsOf = (rows: readonly SkillRow[], lang: Language): Skill[] => rows.map((row) => skillOf(row, lang));

/** Resources and consumables of the pouch, one entry per kind. */
const pouchOf = (rows: readonly ResourceRow[], kind: 'resource' | 'consumable', lang: Language): ConsumableItem[] =>
  rows.flatMap((row) => {
    const item = content.items.findByNum(row.item_id);
    if (!item || isEquipment(item) || item.kind !== kind) return [];
    const name = localize(item.name, lang);
    return [
      {
        isEmpty: false,
        imagePath: item.image,
        name: row.quantity > 1 ? `${name} ×${row.quantity}` : name,
        description: localize(item.description, lang),
        // Beyond the spec: how many (the list's badge counts pieces), and for use-consumable the id and
        // the share of max health one restores.
        count: row.quantity,
        ...(kind === 'consumable' ? { id: item.num, healPercent: item.effect.healPercent } : {}),
      },
    ];
  });

export const resourcesOf = (rows: readonly ResourceRow[], lang: Language) => pouchOf(rows, 'resource', lang);
export const consumablesOf = (rows: readonly ResourceRow[], lang: Language) => pouchOf(rows, 'consumable', lang);

/** The chosen option of every part: the stored choice, else the starting look. */
export const outfitChoice = (row: CharacterRow): Record<OutfitPartName, OutfitOptionDefinition> =>
  Object.fromEntries(
    outfitParts.map((part) => {
      const chosen = row.outfit[part];
      const option = chosen === undefined ? undefined : content.outfits.findByNum(chosen);
      return [part, option && option.part === part ? option : content.outfits.get(startingOutfitIds[part])];
    }),
  ) as Record<OutfitPartName, OutfitOptionDefinition>;

/** The character's current location: the stored one, else (before the first travel) the starting location. */
export const currentLocationOf = (row: Pick<CharacterRow, 'location_id'>): LocationDefinition =>
  (row.location_id === null ? undefined : content.locations.findByNum(row.location_id)) ??
  content.locations.get(startLocationId);

/** The layered avatar's image paths for a choice of options. */
export const outfitImages = (choice: Record<OutfitPartName, OutfitOptionDefinition>): Outfit => ({
  back: '',
  bottom: choice.bottoms.image,
  hair: choice.hairs.image,
  hairPart2: choice.hairs.part2 ?? '',
  weapon1: choice.weapon1.image,
  weapon1Part2: '',
  weapon2: choice.weapon2.image,
  weapon2Part2: '',
  baseSkinTorso: skinTones.light.torso.path,
  baseSkinHead: skinTones.light.head.path,
  torsoArmor: choice.torsos.image,
  mouth: choice.mouths.image,
  eyes: choice.eyes.image,
});

/**
 * A character's avatar as every view draws it (my character, equipment, another player's view,
 * battles and the arena): the chosen look, the hands from the equipped items (gear-look.ts).
 */
export const lookOf = (row: CharacterRow, items: readonly Pick<ItemRow, 'item_id' | 'container' | 'position'>[]) => {
  const choice = outfitChoice(row);
  return { ...outfitImages(choice), ...gearLayers(items, choice) } satisfies Outfit;
};

/**
 * A preview of an outfit option (a recipe's, a premium item's): the character's look with the option
 * put on. A weapon look is shown in its hand even when that hand is empty: the preview is of the look.
 */
export const previewLookOf = (
  row: CharacterRow,
  items: readonly Pick<ItemRow, 'item_id' | 'container' | 'position'>[],
  option: OutfitOptionDefinition,
): Outfit => {
  const current = outfitChoice(row);
  const look = { ...outfitImages({ ...current, [option.part]: option }), ...gearLayers(items, current) };
  return option.part === 'weapon1' || option.part === 'weapon2' ? { ...look, [option.part]: option.image } : look;
};

/** An option the player may wear: free for all, or unlocked by a recipe or a purchase. */
export const isOptionOwned = (option: OutfitOptionDefinition, unlocks: ReadonlySet<number>) =>
  option.availability.kind === 'free' || unlocks.has(option.num);

/** The outfit editor's options: every owned option per part, the current one's index. */
export const outfitsItemsOf = (row: CharacterRow, unlocks: ReadonlySet<number>): OutfitsItems => {
  const choice = outfitChoice(row);
  return Object.fromEntries(
    outfitParts.map((part) => {
      const owned = content.outfits.all.filter((option) => option.part === part && isOptionOwned(option, unlocks));
      const index = owned.findIndex((option) => option.num === choice[part].num);
      return [
        part,
        {
          CurrentIndex: index === -1 ? null : index,
          items: owned.map((option) => ({ id: option.num, imagePath: option.image })),
        },
      ];
    }),
  ) as OutfitsItems;
};

/** Action points at `now`. */
export const actionPointsOf = (row: CharacterRow, now: Date): number =>
  actionPointsAt({ points: row.action_points, updatedAt: row.action_points_updated_at }, now, row.premium_until).points;

/** The navigation's balance: base currency, premium currency, stamina. */
export const baseInfoOf = (row: CharacterRow, now: Date): BaseInfo => ({
  baseCurrency: row.base_currency,
  premiumCurrency: row.premium_currency,
  stamina: actionPointsOf(row, now),
});

/** The whole character as GET /my-character returns it. */
export const characterOf = (player: Player, lang: Language, now: Date): Character => {
  const { character: row } = player;
  return {
    name: row.name,
    level: row.level,
    experiencePoints: row.experience,
    experiencePointsNeededForNextLevel: experienceForNextLevel(row.level),
    baseCurrency: row.base_currency,
    premiumCurrency: row.premium_currency,
    actionPoints: actionPointsOf(row, now),
    stats: contractStats(statsOf(row, player.items, now)),
    doStatsPointsAvaiable: row.stat_points > 0,
    statPointsLeft: row.stat_points,
    outfit: lookOf(row, player.items),
    outfitsItems: outfitsItemsOf(row, player.unlocks),
    inventoryGameItems: inventoryOf(player.items, lang),
    skills: skillsOf(player.skills, lang),
    resourcesEquipment: resourcesOf(player.resources, lang),
    consumableItems: consumablesOf(player.resources, lang),
  };
};

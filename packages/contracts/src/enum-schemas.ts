import { z } from 'zod';
import {
  BattleResult,
  DangerLevel,
  enumValues,
  InventorySlotType,
  ItemRarity,
  MainInventoryType,
  PremiumPurchaseKind,
  QuestType,
  ShopType,
  SkillSlotType,
  Stat,
} from './enums.ts';

// The enums' schemas, apart from their values (enums.ts): a page that only compares values carries no zod.

/** A schema accepting exactly the numeric values of an enum object. */
export const enumSchema = <T extends Record<string, number>>(e: T) => z.literal(enumValues(e));

export const inventorySlotTypeSchema = enumSchema(InventorySlotType);
export const statSchema = enumSchema(Stat);
export const mainInventoryTypeSchema = enumSchema(MainInventoryType);
export const questTypeSchema = enumSchema(QuestType);
export const shopTypeSchema = enumSchema(ShopType);
export const skillSlotTypeSchema = enumSchema(SkillSlotType);
export const itemRaritySchema = enumSchema(ItemRarity);
export const battleResultSchema = enumSchema(BattleResult);
export const dangerLevelSchema = enumSchema(DangerLevel);
export const premiumPurchaseKindSchema = enumSchema(PremiumPurchaseKind);

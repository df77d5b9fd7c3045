import {
  type InventoryGameItem,
  InventorySlotType,
  type ItemRarity,
  type Language,
  MainInventoryType,
  type Recipe,
  type ShopItem,
  type ShopNpc,
  type ShopSkill,
  ShopType,
  type VendorDetail,
} from '@rpg/contracts';
import {
  content,
  isEquipment,
  localize,
  type RecipeDefinition,
  type SkillDefinition,
  type VendorDefinition,
} from '../../content/index.ts';
import type { Player } from '../../player/state.ts';
import { inventoryOf, skillOf, skillsOf } from '../../player/view.ts';
import { rerollPrice, scaleStats, skillLearnPrice } from '../../rules/shop.ts';
import { type StockRow, stockEntryId } from './stock.ts';

/** A vendor as the shop list shows it. */
export const shopNpcOf = (vendor: VendorDefinition, lang: Language): ShopNpc => ({
  id: vendor.num,
  name: localize(vendor.name, lang),
  imagePath: vendor.image,
  type: vendor.shopType,
});

/** One stored stock entry as the contract shows it (a sold one stays, isAvailable false). */
export const shopItemOf = (row: StockRow, lang: Language): ShopItem => {
  const item = content.items.findByNum(row.item_id);
  if (!item) throw new Error(`Stock item ${row.item_id} is not in the content`);
  const rarity = row.rarity as ItemRarity;
  const stats = isEquipment(item)
    ? scaleStats(item.stats, rarity)
    : { force: 0, intelligence: 0, dexterity: 0, endurance: 0, armor: 0, minDmg: 0, maxDmg: 0 };
  return {
    id: stockEntryId(row),
    name: localize(item.name, lang),
    imagePath: item.image,
    isAvailable: !row.sold,
    buyPriceInShop: row.price,
    ...stats,
    rarity,
    inventoryType: isEquipment(item) ? item.slot : InventorySlotType.None,
  };
};

/** The 20 backpack slots (empty ones included), with sell values. */
export const backpackOf = (player: Player, lang: Language): InventoryGameItem[] =>
  inventoryOf(player.items, lang).filter((item) => item.mainInventoryType === MainInventoryType.Backpack);

const teachesSkills = (vendor: VendorDefinition) =>
  vendor.shopType === ShopType.SkillsOnly || vendor.shopType === ShopType.ConsumablesAndSkills;

/** The skills a vendor teaches, with their price; isAvailableToLearn marks the ones learnt already. */
export const vendorSkills = (vendor: VendorDefinition): SkillDefinition[] =>
  vendor.skillIds.map((id) => content.skills.get(id));

const shopSkillOf = (skill: SkillDefinition, player: Player, lang: Language): ShopSkill => {
  const learnt = player.skills.find((row) => row.skill_id === skill.num);
  const row = learnt ?? {
    character_id: player.character.id,
    skill_id: skill.num,
    slot_type: skill.slot,
    active: false,
  };
  return { ...skillOf(row, lang), isAvailableToLearn: learnt !== undefined, buyPriceInShop: skillLearnPrice(skill) };
};

/** The outfit option a recipe unlocks. */
export const recipeOutfit = (recipe: RecipeDefinition) => content.outfits.get(recipe.outfitId);

/**
 * A recipe as the contract shows it: one required entry per unit needed, each with how many of that
 * resource the player holds (`held`), so the tailor shows have/need and craft's refusal comes first.
 */
const recipeOf = (recipe: RecipeDefinition, player: Player, lang: Language): Recipe => {
  const outfit = recipeOutfit(recipe);
  return {
    id: recipe.num,
    name: localize(outfit.name, lang),
    imagePath: outfit.image,
    requiredItems: recipe.requirements.flatMap(({ itemId, amount }) => {
      const item = content.items.get(itemId);
      const held = player.resources.find((resource) => resource.item_id === item.num)?.quantity ?? 0;
      return Array.from({ length: amount }, () => ({
        id: item.num,
        name: localize(item.name, lang),
        imagePath: item.image,
        held,
      }));
    }),
  };
};

/**
 * The vendor's page: its stock, the backpack (not at the cosmetics vendor), the skills
 * (skill vendors) and the recipes whose outfit option the player has not unlocked yet.
 */
export const vendorDetailOf = (
  vendor: VendorDefinition,
  stock: readonly StockRow[],
  player: Player,
  lang: Language,
): VendorDetail => {
  const skills = teachesSkills(vendor);
  return {
    ...shopNpcOf(vendor, lang),
    vendorItems: stock.map((row) => shopItemOf(row, lang)),
    backpackItems: vendor.shopType === ShopType.CosmeticsOnly ? [] : backpackOf(player, lang),
    mySkillsInventory: skills ? skillsOf(player.skills, lang) : [],
    skillItems: skills ? vendorSkills(vendor).map((skill) => shopSkillOf(skill, player, lang)) : [],
    outfitRecipes: vendor.recipeIds
      .map((id) => content.recipes.get(id))
      .filter((recipe) => !player.unlocks.has(recipeOutfit(recipe).num))
      .map((recipe) => recipeOf(recipe, player, lang)),
    // The client shows this price, never computes it: it follows the player's level.
    rerollPrice: rerollPrice(player.character.level),
  };
};

import {
  type InventoryGameItem,
  type Recipe,
  routeRefs,
  type ShopItem,
  type ShopTrade,
  type Skill,
  type VendorDetail,
} from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/query.ts';

/** GET /shops/list: every vendor. */
export const useShops = () => useRoute(routeRefs.getShops, {});

/** GET /shops/{id}: one vendor's page (its stock is drawn for the player on the first view). */
export const useVendor = (id: number | undefined) =>
  useRoute(routeRefs.getShop, id === undefined ? null : { params: { id } });

/** POST /shops/preview-cosmetic-item as a read: the character's outfit with the recipe on (nothing stored). */
export const useRecipePreview = (recipe: Recipe | undefined) =>
  useRoute(routeRefs.previewCosmeticItem, recipe ? { body: { id: recipe.id } } : null);

/**
 * The vendor's actions. Every reply carries the character after it (backpack, pouch, skills, unlocked
 * outfit options, balance), which the mutation writes itself; the vendor's page takes the rest: a trade's
 * stock and backpack, or the whole page (reroll, craft, learn).
 */
export const useVendorActions = (id: number) => {
  // The vendor panel announces each action done when its Promise resolves: a failed one rejects.
  const act = useAwaitedAct();
  const vendorPage = { params: { id } };
  const traded = (trade: ShopTrade) => [
    cacheWrite(routeRefs.getShop, vendorPage, (vendor) => ({
      ...vendor,
      vendorItems: trade.shopItems,
      backpackItems: trade.inventory,
    })),
  ];
  const replaced = (vendor: VendorDetail) => [cacheWrite(routeRefs.getShop, vendorPage, () => vendor)];

  const buyCall = useRouteMutation(routeRefs.buyShopItem, { updates: (reply) => traded(reply.data) });
  const sellCall = useRouteMutation(routeRefs.sellItem, { updates: (reply) => traded(reply.data) });
  const rerollCall = useRouteMutation(routeRefs.rollShop, { updates: (reply) => replaced(reply.data) });
  const craftCall = useRouteMutation(routeRefs.craftCosmetic, { updates: (reply) => replaced(reply.data) });
  const learnCall = useRouteMutation(routeRefs.learnSkill, { updates: (reply) => replaced(reply.data) });
  const unlearnCall = useRouteMutation(routeRefs.forgotSkill, {
    updates: ({ data: skills }) => [
      cacheWrite(routeRefs.getShop, vendorPage, (vendor) => ({
        ...vendor,
        mySkillsInventory: skills,
        skillItems: vendor.skillItems.map((taught) => ({
          ...taught,
          isAvailableToLearn: skills.some((learnt) => learnt.id === taught.id),
        })),
      })),
    ],
  });

  return {
    buy: useCallback(
      (item: ShopItem) =>
        act(async () => {
          const reply = await buyCall({ body: { id: item.id } });
          return { isSuccess: reply.isSuccess !== false };
        }),
      [act, buyCall],
    ),
    sell: useCallback(
      (item: InventoryGameItem) =>
        act(async () => {
          await sellCall({ body: { inventoryToSellId: item.id, gameNpcId: id } });
        }),
      [act, sellCall, id],
    ),
    reroll: useCallback(
      () =>
        act(async () => {
          await rerollCall({ body: { id } });
        }),
      [act, rerollCall, id],
    ),
    craft: useCallback(
      (recipe: Recipe) =>
        act(async () => {
          await craftCall({ body: { id: recipe.id } });
        }),
      [act, craftCall],
    ),
    learn: useCallback(
      (skill: Skill) =>
        act(async () => {
          await learnCall({ body: { id: skill.id } });
        }),
      [act, learnCall],
    ),
    unlearn: useCallback(
      (skill: Skill) =>
        act(async () => {
          await unlearnCall({ body: { id: skill.id } });
        }),
      [act, unlearnCall],
    ),
  };
};

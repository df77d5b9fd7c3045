import {
  type InventoryGameItem,
  InventorySlotType,
  MainInventoryType,
  type Recipe,
  routeRefs,
  type ShopItem,
  type ShopTrade,
  type Skill,
  type VendorDetail,
} from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useMyCharacter, useRoute } from '../../../lib/query.ts';

/** GET /shops/list: every vendor. */
export const useShops = () => useRoute(routeRefs.getShops, {});

/** GET /shops/{id}: one vendor's page (its stock is drawn for the player on the first view). */
export const useVendor = (id: number | undefined) =>
  useRoute(routeRefs.getShop, id === undefined ? null : { params: { id } });

/** POST /shops/preview-cosmetic-item as a read: the character's outfit with the recipe on (nothing stored). */
export const useRecipePreview = (recipe: Recipe | undefined) =>
  useRoute(routeRefs.previewCosmeticItem, recipe ? { body: { id: recipe.id } } : null);

/** The character's equipped items with the backpack a trade answered (the reply carries only the backpack). */
const withBackpack = (items: readonly InventoryGameItem[], backpack: readonly InventoryGameItem[]) => [
  ...items.filter((item) => item.mainInventoryType !== MainInventoryType.Backpack),
  ...backpack,
];

/**
 * The vendor's actions. Each writes what the server answered into the cache: the vendor's page
 * (its stock, the backpack, its skills and recipes), the character (backpack, skills) and, through
 * useCall, the balance bar. What a reply does not carry (the pouch, unlocked outfit options) is
 * read again.
 */
export const useVendorActions = (id: number) => {
  const call = useCall();
  // The vendor panel announces each action done when its Promise resolves: a failed one rejects.
  const act = useAwaitedAct();
  const { setRoute, setCharacter } = useGameCache();
  // Read again through the bound mutate: the cache's revalidate(route) empties the cached character
  // first, and the character guard would unmount this page (and an open dialog) while it reloads.
  const readCharacter = useMyCharacter().mutate;
  const setVendor = useCallback(
    (update: (vendor: VendorDetail) => VendorDetail) =>
      setRoute(routeRefs.getShop, (reply) => ({ ...reply, data: update(reply.data) }), { input: { params: { id } } }),
    [setRoute, id],
  );

  /** A buy or sell reply: the vendor's new stock and the backpack, in the vendor's page and the character. */
  const applyTrade = useCallback(
    async (trade: ShopTrade) => {
      await setVendor((vendor) => ({ ...vendor, vendorItems: trade.shopItems, backpackItems: trade.inventory }));
      await setCharacter((character) => ({
        ...character,
        inventoryGameItems: withBackpack(character.inventoryGameItems, trade.inventory),
      }));
    },
    [setVendor, setCharacter],
  );

  /** Replaces the vendor's page with the one the server answered (reroll, craft, learn). */
  const replaceVendor = useCallback((vendor: VendorDetail) => setVendor(() => vendor), [setVendor]);

  const buy = useCallback(
    (item: ShopItem) =>
      act(async () => {
        const reply = await call(routeRefs.buyShopItem, { body: { id: item.id } });
        await applyTrade(reply.data);
        const isSuccess = reply.isSuccess !== false;
        // Consumables and resources go to the pouch, which the trade reply does not carry.
        if (isSuccess && item.inventoryType === InventorySlotType.None) await readCharacter();
        return { isSuccess };
      }),
    [act, call, applyTrade, readCharacter],
  );

  const sell = useCallback(
    (item: InventoryGameItem) =>
      act(async () => {
        const reply = await call(routeRefs.sellItem, { body: { inventoryToSellId: item.id, gameNpcId: id } });
        await applyTrade(reply.data);
      }),
    [act, call, applyTrade, id],
  );

  const reroll = useCallback(
    () =>
      act(async () => {
        const reply = await call(routeRefs.rollShop, { body: { id } });
        await replaceVendor(reply.data);
      }),
    [act, call, replaceVendor, id],
  );

  const craft = useCallback(
    (recipe: Recipe) =>
      act(async () => {
        const reply = await call(routeRefs.craftCosmetic, { body: { id: recipe.id } });
        await replaceVendor(reply.data);
        // The resources spent and the outfit option unlocked are the character's; the reply has neither.
        await readCharacter();
      }),
    [act, call, replaceVendor, readCharacter],
  );

  const learn = useCallback(
    (skill: Skill) =>
      act(async () => {
        const reply = await call(routeRefs.learnSkill, { body: { id: skill.id } });
        await replaceVendor(reply.data);
        await setCharacter((character) => ({ ...character, skills: reply.data.mySkillsInventory }));
      }),
    [act, call, replaceVendor, setCharacter],
  );

  const unlearn = useCallback(
    (skill: Skill) =>
      act(async () => {
        const reply = await call(routeRefs.forgotSkill, { body: { id: skill.id } });
        const skills = reply.data;
        await setVendor((vendor) => ({
          ...vendor,
          mySkillsInventory: skills,
          skillItems: vendor.skillItems.map((taught) => ({
            ...taught,
            isAvailableToLearn: skills.some((learnt) => learnt.id === taught.id),
          })),
        }));
        await setCharacter((character) => ({ ...character, skills }));
      }),
    [act, call, setVendor, setCharacter],
  );

  return { buy, sell, reroll, craft, learn, unlearn };
};

import { type PremiumItem, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useMyCharacter, useRoute } from '../../../lib/query.ts';

/** GET /premium-shop/list: the premium items (owned ones marked) and the end of the premium time. */
export const usePremiumShop = () => useRoute(routeRefs.getPremiumItems, {});

/** GET /premium-shop/history: every premium purchase, newest first. */
export const usePremiumHistory = () => useRoute(routeRefs.getPremiumHistory, {});

/** POST /premium-shop/preview as a read: the character's outfit with the item on (nothing stored). */
export const usePremiumPreview = (item: PremiumItem | undefined) =>
  useRoute(routeRefs.previewPremiumItem, item ? { body: { id: item.id } } : null);

/**
 * Premium purchases. The reply's shop (or premium time) goes into the cached shop and its base
 * info to the balance bar; the verdict goes back to the screen, which shows a refusal
 * (isSuccess false). A purchase adds a history entry and (an item) unlocks an outfit option,
 * which no reply carries: those are read again.
 */
export const usePremiumActions = () => {
  const call = useCall();
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const { setRoute, revalidate } = useGameCache();
  // The character through its bound mutate: revalidate(route) would empty it first, and the
  // character guard would unmount the shop (and the open preview) while it reloads.
  const readCharacter = useMyCharacter().mutate;

  const afterPurchase = useCallback(
    async (isSuccess: boolean, unlocksOutfit: boolean) => {
      if (!isSuccess) return;
      await revalidate(routeRefs.getPremiumHistory);
      if (unlocksOutfit) await readCharacter();
    },
    [revalidate, readCharacter],
  );

  const buy = useCallback(
    (item: PremiumItem) =>
      act(async () => {
        const reply = await call(routeRefs.buyPremiumItem, { body: { id: item.id } });
        await setRoute(routeRefs.getPremiumItems, (cached) => ({ ...cached, data: reply.data }));
        const isSuccess = reply.isSuccess !== false;
        await afterPurchase(isSuccess, true);
        return { isSuccess };
      }),
    [act, call, setRoute, afterPurchase],
  );

  const buyPremiumTime = useCallback(
    () =>
      act(async () => {
        const reply = await call(routeRefs.buyPremiumTime, {});
        await setRoute(routeRefs.getPremiumItems, (cached) => ({
          ...cached,
          data: { ...cached.data, premiumTimeEndsAt: reply.data.premiumTimeEndsAt },
        }));
        const isSuccess = reply.isSuccess !== false;
        await afterPurchase(isSuccess, false);
        return { isSuccess };
      }),
    [act, call, setRoute, afterPurchase],
  );

  return { buy, buyPremiumTime };
};

import { type PremiumItem, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/query.ts';

/** GET /premium-shop/list: the premium items (owned ones marked) and the end of the premium time. */
export const usePremiumShop = () => useRoute(routeRefs.getPremiumItems, {});

/** GET /premium-shop/history: every premium purchase, newest first. */
export const usePremiumHistory = () => useRoute(routeRefs.getPremiumHistory, {});

/** POST /premium-shop/preview as a read: the character's outfit with the item on (nothing stored). */
export const usePremiumPreview = (item: PremiumItem | undefined) =>
  useRoute(routeRefs.previewPremiumItem, item ? { body: { id: item.id } } : null);

/**
 * Premium purchases. The reply's shop (or premium time) goes into the cached shop, and an item's reply
 * carries the character with its new outfit option; the verdict goes back to the screen, which shows a
 * refusal (isSuccess false). A purchase adds a history entry, which no reply carries: it is read again.
 */
export const usePremiumActions = () => {
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const buyItem = useRouteMutation(routeRefs.buyPremiumItem, {
    updates: (reply) => [cacheWrite(routeRefs.getPremiumItems, {}, () => reply.data)],
    stale: [routeRefs.getPremiumHistory],
  });
  const buyTime = useRouteMutation(routeRefs.buyPremiumTime, {
    updates: (reply) => [
      cacheWrite(routeRefs.getPremiumItems, undefined, (shop) => ({
        ...shop,
        premiumTimeEndsAt: reply.data.premiumTimeEndsAt,
      })),
    ],
    stale: [routeRefs.getPremiumHistory],
  });

  const buy = useCallback(
    (item: PremiumItem) =>
      act(async () => {
        const reply = await buyItem({ body: { id: item.id } });
        return { isSuccess: reply.isSuccess !== false };
      }),
    [act, buyItem],
  );

  const buyPremiumTime = useCallback(
    () =>
      act(async () => {
        const reply = await buyTime({});
        return { isSuccess: reply.isSuccess !== false };
      }),
    [act, buyTime],
  );

  return { buy, buyPremiumTime };
};

import { type Quest, routeRefs } from '@rpg/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { cacheWrite, useMyCharacter, useRoute, useRouteMutation } from '../../../lib/query.ts';
import { freeRollWait, lastFreeRollAt, rememberFreeRoll } from './free-roll.ts';

/** The premium price of a roll that is not the free one, as the board's confirm names it to the player. */
const paidRollPrice = 1;

/** GET /quests: the available and accepted quests in one list. */
export const useQuests = () => useRoute(routeRefs.getQuests, {});

/** Whether the hourly free roll is there now (see free-roll.ts); flips back when the hour is over. */
export const useFreeRoll = () => {
  const uid = useAuth().user?.uid ?? '';
  const [last, setLast] = useState(() => lastFreeRollAt(uid));
  const [now, setNow] = useState(() => Date.now());
  const wait = freeRollWait(last, now);
  useEffect(() => {
    if (wait === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [wait]);
  const used = useCallback(
    (at: number) => {
      rememberFreeRoll(uid, at);
      setLast(at);
      setNow(at);
    },
    [uid],
  );
  return { free: wait === 0, used };
};

/**
 * The quest actions. Every reply is the whole quest list: it replaces the cached list (this language's
 * copy). Returning a quest also carries the character after it (experience, level, backpack, balance),
 * which the mutation writes itself. `onReturned` hears which quest was returned, for the rewards it gave.
 */
export const useQuestActions = (onReturned: (quest: Quest) => void) => {
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const premiumCurrency = useMyCharacter().data?.data.premiumCurrency;
  const freeRoll = useFreeRoll();
  const questList = { updates: (reply: { data: Quest[] }) => [cacheWrite(routeRefs.getQuests, {}, () => reply.data)] };
  const acceptCall = useRouteMutation(routeRefs.acceptQuest, questList);
  const cancelCall = useRouteMutation(routeRefs.cancelQuest, questList);
  const returnCall = useRouteMutation(routeRefs.returnDoneQuest, questList);
  const rollCall = useRouteMutation(routeRefs.rollQuests, questList);

  const accept = useCallback(
    (quest: Quest) =>
      act(async () => {
        await acceptCall({ body: { id: quest.id } });
      }),
    [act, acceptCall],
  );

  const cancel = useCallback(
    (quest: Quest) =>
      act(async () => {
        await cancelCall({ body: { id: quest.id } });
      }),
    [act, cancelCall],
  );

  const returnDone = useCallback(
    (quest: Quest) =>
      act(async () => {
        await returnCall({ body: { id: quest.id } });
        onReturned(quest);
      }),
    [act, returnCall, onReturned],
  );

  const roll = useCallback(
    () =>
      act(async () => {
        const startedAt = Date.now();
        try {
          // The most the player agreed to spend: nothing for the free roll (no confirm was asked), else the
          // confirmed price. A free roll used on another device is refused (roll-not-free), never paid unasked.
          const maxPrice = freeRoll.free ? 0 : paidRollPrice;
          const reply = await rollCall({ query: { maxPrice } });
          if (premiumCurrency === undefined || reply.myCharacterBaseInfo?.premiumCurrency === premiumCurrency) {
            freeRoll.used(startedAt);
          }
        } catch (error) {
          // Refused as not free, or for lack of currency: the free roll of this hour was used elsewhere, and the
          // board now offers the paid roll, which asks first.
          if (error instanceof ApiError && (error.code === 'not-enough-currency' || error.code === 'roll-not-free')) {
            freeRoll.used(startedAt);
          }
          throw error;
        }
      }),
    [act, rollCall, premiumCurrency, freeRoll],
  );

  return { accept, cancel, returnDone, roll, rollFree: freeRoll.free, premiumCurrency };
};

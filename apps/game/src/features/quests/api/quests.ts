import { type Quest, routeRefs } from '@rpg/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useCall, useGameCache, useMyCharacter, useRoute } from '../../../lib/query.ts';
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
 * The quest actions. Every reply is the whole quest list: it replaces the cached list (this
 * language's copy); its base info goes to the balance bar through useCall. Returning a quest also
 * changes experience, level and maybe the backpack, which the reply does not carry: the character
 * is read again. `onReturned` hears which quest was returned, for the rewards it gave.
 */
export const useQuestActions = (onReturned: (quest: Quest) => void) => {
  const call = useCall();
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const { setRoute } = useGameCache();
  // Read again through the bound mutate: the cache's revalidate(route) empties the cached character
  // first, and the character guard would unmount this page (and its rewards) while it reloads.
  const character = useMyCharacter();
  const readCharacter = character.mutate;
  const freeRoll = useFreeRoll();
  const premiumCurrency = character.data?.data.premiumCurrency;
  const setQuests = useCallback(
    (quests: Quest[]) => setRoute(routeRefs.getQuests, (reply) => ({ ...reply, data: quests }), { input: {} }),
    [setRoute],
  );

  const accept = useCallback(
    (quest: Quest) =>
      act(async () => {
        const reply = await call(routeRefs.acceptQuest, { body: { id: quest.id } });
        await setQuests(reply.data);
      }),
    [act, call, setQuests],
  );

  const cancel = useCallback(
    (quest: Quest) =>
      act(async () => {
        const reply = await call(routeRefs.cancelQuest, { body: { id: quest.id } });
        await setQuests(reply.data);
      }),
    [act, call, setQuests],
  );

  const returnDone = useCallback(
    (quest: Quest) =>
      act(async () => {
        const reply = await call(routeRefs.returnDoneQuest, { body: { id: quest.id } });
        await setQuests(reply.data);
        onReturned(quest);
        await readCharacter();
      }),
    [act, call, setQuests, onReturned, readCharacter],
  );

  const roll = useCallback(
    () =>
      act(async () => {
        const startedAt = Date.now();
        try {
          // The most the player agreed to spend: nothing for the free roll (no confirm was asked), else the
          // confirmed price. A free roll used on another device is refused (roll-not-free), never paid unasked.
          const maxPrice = freeRoll.free ? 0 : paidRollPrice;
          const reply = await call(routeRefs.rollQuests, { query: { maxPrice } });
          await setQuests(reply.data);
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
    [act, call, setQuests, premiumCurrency, freeRoll],
  );

  return { accept, cancel, returnDone, roll, rollFree: freeRoll.free, premiumCurrency };
};

import { type Monster, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefOf } from '../../../config/paths.ts';
import { useAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useRoute } from '../../../lib/query.ts';

/** GET /battle/enemies: the monsters of the current place and the rolls left today. */
export const useBattleEnemies = () => useRoute(routeRefs.getBattleEnemies, {});

/** GET /battles/{id}: a stored fight (anyone's), read back; `null` fetches nothing. */
export const useStoredBattle = (id: number | null) =>
  useRoute(routeRefs.getBattle, id === null ? null : { params: { id } }, { revalidateIfStale: false });

/** POST /battle/roll: the new monsters (and rolls left) replace the cached list. */
export const useRollMonsters = () => {
  const call = useCall();
  const act = useAct();
  const { setRoute } = useGameCache();
  return useCallback(
    () =>
      act(async () => {
        const reply = await call(routeRefs.rollBattleEnemies, {});
        await setRoute(routeRefs.getBattleEnemies, (cached) => ({ ...cached, data: reply.data }));
      }),
    [act, call, setRoute],
  );
};

/**
 * POST /battle/commit-fight, once: the fight is stored on the server and the page moves to its
 * address (pushed, so Back from the result lands on the monster list again), which only reads it
 * back, so a reload, Back and Forward, or a second tab never fight again. What the reply does not carry is read again: the character (gold,
 * experience, backpack), the monsters (a fight draws a new offer) and the slay quests' progress.
 */
export const useFightMonster = () => {
  const call = useCall();
  const act = useAct();
  const navigate = useNavigate();
  const { revalidate } = useGameCache();
  return useCallback(
    (monster: Monster) =>
      act(async () => {
        const reply = await call(routeRefs.commitFight, { body: { id: monster.id } });
        await Promise.all([
          revalidate(routeRefs.getMyCharacter),
          revalidate(routeRefs.getBattleEnemies),
          revalidate(routeRefs.getQuests),
        ]);
        navigate(hrefOf({ page: 'fight', id: reply.data.battleId }));
      }),
    [act, call, navigate, revalidate],
  );
};

/** POST /my-character/use-consumable from the low-health dialog: the reply replaces the cached character. */
export { useUseConsumable } from '../../../lib/use-consumable.ts';

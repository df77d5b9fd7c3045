import { type Monster, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAct } from '../../../lib/act.ts';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/query.ts';
import { useFight } from '../../../lib/use-fight.ts';

/** GET /battle/enemies: the monsters of the current place and the rolls left today. */
export const useBattleEnemies = () => useRoute(routeRefs.getBattleEnemies, {});

/** GET /battles/{id}: a stored fight (anyone's), read back; `null` fetches nothing. */
export const useStoredBattle = (id: number | null) =>
  useRoute(routeRefs.getBattle, id === null ? null : { params: { id } }, { revalidateIfStale: false });

/** POST /battle/roll: the new monsters (and rolls left) replace the cached list. */
export const useRollMonsters = () => {
  const act = useAct();
  const roll = useRouteMutation(routeRefs.rollBattleEnemies, {
    updates: (reply) => [cacheWrite(routeRefs.getBattleEnemies, {}, () => reply.data)],
  });
  return useCallback(
    () =>
      act(async () => {
        await roll({});
      }),
    [act, roll],
  );
};

/**
 * POST /battle/commit-fight, once, then the stored fight's page (lib/use-fight.ts). A fight draws a new
 * offer of monsters and moves the slay quests: both are read again.
 */
export const useFightMonster = () => {
  const fight = useFight(routeRefs.commitFight, [routeRefs.getBattleEnemies, routeRefs.getQuests]);
  return useCallback((monster: Monster) => fight(monster.id), [fight]);
};

/** POST /my-character/use-consumable from the low-health dialog: the reply replaces the cached character. */
export { useUseConsumable } from '../../../lib/use-consumable.ts';

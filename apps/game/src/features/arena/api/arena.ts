import { type ArenaEnemy, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAct } from '../../../lib/act.ts';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/query.ts';
import { useFight } from '../../../lib/use-fight.ts';

/** GET /arena/available-battles: five opponents near the player's honour. */
export const useArenaEnemies = () => useRoute(routeRefs.getArenaBattles, {});

/** POST /arena/roll (free, once a minute): the new opponents replace the cached list. */
export const useRollArena = () => {
  const act = useAct();
  const roll = useRouteMutation(routeRefs.arenaRoll, {
    updates: (reply) => [cacheWrite(routeRefs.getArenaBattles, {}, () => reply.data)],
  });
  return useCallback(
    () =>
      act(async () => {
        const reply = await roll({});
        return reply.data;
      }),
    [act, roll],
  );
};

/**
 * POST /arena/fight, once, then the stored fight's page, the same result page as a monster fight's
 * (lib/use-fight.ts). The honour moved, so the opponents' list is read again.
 */
export const useArenaFight = () => {
  const fight = useFight(routeRefs.arenaFight, [routeRefs.getArenaBattles]);
  return useCallback((enemy: ArenaEnemy) => fight(enemy.enemyPlayerId), [fight]);
};

/** POST /my-character/use-consumable from the low-health dialog: the reply replaces the cached character. */
export { useUseConsumable } from '../../../lib/use-consumable.ts';

import { type ArenaEnemy, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefOf } from '../../../config/paths.ts';
import { useAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useRoute } from '../../../lib/query.ts';

/** GET /arena/available-battles: five opponents near the player's honour. */
export const useArenaEnemies = () => useRoute(routeRefs.getArenaBattles, {});

/** POST /arena/roll (free, once a minute): the new opponents replace the cached list. */
export const useRollArena = () => {
  const call = useCall();
  const act = useAct();
  const { setRoute } = useGameCache();
  return useCallback(
    () =>
      act(async () => {
        const reply = await call(routeRefs.arenaRoll, {});
        await setRoute(routeRefs.getArenaBattles, (cached) => ({ ...cached, data: reply.data }));
        return reply.data;
      }),
    [act, call, setRoute],
  );
};

/**
 * POST /arena/fight, once: the stored fight's page (the same result page as a monster fight's) is
 * pushed after the arena in the history (Back lands on the arena) and only reads it back. The honour moved, so the opponents'
 * honour and the character are read again.
 */
export const useArenaFight = () => {
  const call = useCall();
  const act = useAct();
  const navigate = useNavigate();
  const { revalidate } = useGameCache();
  return useCallback(
    (enemy: ArenaEnemy) =>
      act(async () => {
        const reply = await call(routeRefs.arenaFight, { body: { id: enemy.enemyPlayerId } });
        await Promise.all([revalidate(routeRefs.getMyCharacter), revalidate(routeRefs.getArenaBattles)]);
        navigate(hrefOf({ page: 'fight', id: reply.data.battleId }));
      }),
    [act, call, navigate, revalidate],
  );
};

/** POST /my-character/use-consumable from the low-health dialog: the reply replaces the cached character. */
export { useUseConsumable } from '../../../lib/use-consumable.ts';

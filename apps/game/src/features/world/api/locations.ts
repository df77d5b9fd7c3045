import { type Location, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useRoute } from '../../../lib/query.ts';

/** GET /locations: every location, the current one marked. */
export const useLocations = () => useRoute(routeRefs.getLocations, {});

/**
 * POST /locations/change: travel (spends the location's stamina). The reply's list (the new current
 * place) replaces the cached one and its base info goes to the balance bar; the monsters are those of
 * the old place, so their cached list is dropped and read again on the battle page.
 */
export const useTravel = () => {
  const call = useCall();
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const { setRoute, revalidate } = useGameCache();
  return useCallback(
    (location: Location) =>
      act(async () => {
        const reply = await call(routeRefs.changeLocation, { body: { id: location.id } });
        await setRoute(routeRefs.getLocations, (cached) => ({ ...cached, data: reply.data }));
        await revalidate(routeRefs.getBattleEnemies);
      }),
    [act, call, setRoute, revalidate],
  );
};

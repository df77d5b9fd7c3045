import { type Location, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/query.ts';

/** GET /locations: every location, the current one marked. */
export const useLocations = () => useRoute(routeRefs.getLocations, {});

/**
 * POST /locations/change: travel (spends the location's stamina). The reply's list (the new current
 * place) replaces the cached one and its base info goes to the balance bar; the monsters are those of
 * the old place, so their cached list is read again on the battle page.
 */
export const useTravel = () => {
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const travel = useRouteMutation(routeRefs.changeLocation, {
    updates: (reply) => [cacheWrite(routeRefs.getLocations, {}, () => reply.data)],
    stale: [routeRefs.getBattleEnemies],
  });
  return useCallback(
    (location: Location) =>
      act(async () => {
        await travel({ body: { id: location.id } });
      }),
    [act, travel],
  );
};

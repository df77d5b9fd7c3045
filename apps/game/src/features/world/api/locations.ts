import { type Location, routes } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useRoute } from '../../../lib/query.ts';

/** GET /locations: every location, the current one marked. */
export const useLocations = () => useRoute(routes.getLocations, {});

/**
 * POST /locations/change: travel (spends the location's stamina). The reply's list (the new current
 * place) replaces the cached one and its base info goes to the balance bar; the monsters are those of
 * the old place, so their cached list is dropped and read again on the battle page.
 */
export const useTravel = () => {
  const call = useCall();
  const act = useAct();
  const { setRoute, revalidate } = useGameCache();
  return useCallback(
    (location: Location) =>
      act(async () => {
        const reply = await call(routes.changeLocation, { body: { id: location.id } });
        await setRoute(routes.getLocations, (cached) => ({ ...cached, data: reply.data }));
        await revalidate(routes.getBattleEnemies);
      }),
    [act, call, setRoute, revalidate],
  );
};

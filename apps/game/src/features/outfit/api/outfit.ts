import { type OutfitChange, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { cacheWrite, useMyCharacter, useRouteMutation } from '../../../lib/query.ts';

export { useMyCharacter };

/**
 * Saves the outfit editor's choice; the reply is the whole character, written into the cache. Resolves when
 * saved; a failure rejects after its toast (the screen then says nothing saved).
 */
export const useChangeOutfit = () => {
  const act = useAwaitedAct();
  const changeOutfit = useRouteMutation(routeRefs.changeOutfit, {
    updates: (reply) => [cacheWrite(routeRefs.getMyCharacter, {}, () => reply.data)],
  });
  return useCallback(
    (change: OutfitChange) =>
      act(async () => {
        await changeOutfit({ body: change });
      }),
    [act, changeOutfit],
  );
};

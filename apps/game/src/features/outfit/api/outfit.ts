import { type OutfitChange, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useMyCharacter } from '../../../lib/query.ts';

export { useMyCharacter };

/**
 * Saves the outfit editor's choice; the reply is the whole character, written into the cache. Resolves when
 * saved; a failure rejects after its toast (the screen then says nothing saved).
 */
export const useChangeOutfit = () => {
  const call = useCall();
  const act = useAwaitedAct();
  const { setCharacter } = useGameCache();
  return useCallback(
    (change: OutfitChange) =>
      act(async () => {
        const reply = await call(routeRefs.changeOutfit, { body: change });
        await setCharacter(() => reply.data);
      }),
    [act, call, setCharacter],
  );
};

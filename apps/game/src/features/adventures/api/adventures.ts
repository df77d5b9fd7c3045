import { type Adventure, type AdventureRetrieval, type Adventures, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useMyCharacter, useRoute } from '../../../lib/query.ts';

/** GET /adventures: the running adventure (or null) and the ones on offer. */
export const useAdventures = () => useRoute(routeRefs.getAdventures, {});

/**
 * The adventure actions. Each reply carries the adventures model afterwards, which replaces the
 * cached one (this language's copy); base info goes to the balance bar through useCall. Collecting
 * gives experience, maybe a level and resources, which the reply does not carry as a character:
 * the character is read again. `onRetrieved` hears the retrive reply, for the rewards it shows.
 */
export const useAdventureActions = (onRetrieved: (retrieval: AdventureRetrieval | undefined) => void) => {
  const call = useCall();
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const { setRoute } = useGameCache();
  // Read again through the bound mutate: the cache's revalidate(route) empties the cached character
  // first, and the character guard would unmount this page (and its rewards) while it reloads.
  const character = useMyCharacter();
  const readCharacter = character.mutate;
  const setAdventures = useCallback(
    ({ currentAdventure, adventures }: Adventures) =>
      setRoute(routeRefs.getAdventures, (reply) => ({ ...reply, data: { currentAdventure, adventures } }), {
        input: {},
      }),
    [setRoute],
  );

  const accept = useCallback(
    (adventure: Adventure) =>
      act(async () => {
        const reply = await call(routeRefs.acceptAdventure, { body: { id: adventure.id } });
        onRetrieved(undefined);
        await setAdventures(reply.data);
      }),
    [act, call, setAdventures, onRetrieved],
  );

  const cancel = useCallback(
    () =>
      act(async () => {
        const reply = await call(routeRefs.cancelAdventure, { body: {} });
        await setAdventures(reply.data);
      }),
    [act, call, setAdventures],
  );

  const retrieve = useCallback(
    () =>
      act(async () => {
        const reply = await call(routeRefs.retriveAdventure, { body: {} });
        onRetrieved(reply.data);
        await setAdventures(reply.data);
        await readCharacter();
      }),
    [act, call, setAdventures, onRetrieved, readCharacter],
  );

  return { accept, cancel, retrieve };
};

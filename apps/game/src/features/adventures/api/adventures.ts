import { type Adventure, type AdventureRetrieval, type Adventures, routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAwaitedAct } from '../../../lib/act.ts';
import { cacheWrite, useRoute, useRouteMutation } from '../../../lib/query.ts';

/** GET /adventures: the running adventure (or null) and the ones on offer. */
export const useAdventures = () => useRoute(routeRefs.getAdventures, {});

/**
 * The adventure actions. Each reply carries the adventures model afterwards, which replaces the cached
 * one (this language's copy); collecting also carries the character after it (experience, level,
 * resources), which the mutation writes itself. `onRetrieved` hears the retrive reply, for the rewards.
 */
export const useAdventureActions = (onRetrieved: (retrieval: AdventureRetrieval | undefined) => void) => {
  // The screen answers each action done when its Promise resolves: a failed one rejects (after its toast).
  const act = useAwaitedAct();
  const model = {
    updates: ({ data: { currentAdventure, adventures } }: { data: Adventures }) => [
      cacheWrite(routeRefs.getAdventures, {}, () => ({ currentAdventure, adventures })),
    ],
  };
  const acceptCall = useRouteMutation(routeRefs.acceptAdventure, model);
  const cancelCall = useRouteMutation(routeRefs.cancelAdventure, model);
  const retrieveCall = useRouteMutation(routeRefs.retriveAdventure, model);

  const accept = useCallback(
    (adventure: Adventure) =>
      act(async () => {
        await acceptCall({ body: { id: adventure.id } });
        onRetrieved(undefined);
      }),
    [act, acceptCall, onRetrieved],
  );

  const cancel = useCallback(
    () =>
      act(async () => {
        await cancelCall({ body: {} });
      }),
    [act, cancelCall],
  );

  const retrieve = useCallback(
    () =>
      act(async () => {
        const reply = await retrieveCall({ body: {} });
        onRetrieved(reply.data);
      }),
    [act, retrieveCall, onRetrieved],
  );

  return { accept, cancel, retrieve };
};

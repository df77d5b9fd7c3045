import type { routeRefs } from '@rpg/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { hrefOf } from '../config/paths.ts';
import { useAct } from './act.ts';
import { type RouteMutationOptions, useRouteMutation } from './query.ts';

type FightRoute = typeof routeRefs.commitFight | typeof routeRefs.arenaFight;

/**
 * A fight, once, for the monsters (/battle) and the arena: the fight is stored on the server, its reply's
 * character (health, gold, experience, loot) is written by the mutation, the lists it changed that no
 * reply carries (`stale`: a new offer of opponents, the slay quests' progress) are read again, and the
 * page moves to the stored fight's address (pushed, so Back from the result lands on the list again),
 * which only reads it back: a reload, Back and Forward, or a second tab never fight again.
 * Resolves once the result page is on its way; a refusal shows its toast and resolves.
 */
export const useFight = (route: FightRoute, stale: RouteMutationOptions<FightRoute>['stale']) => {
  const act = useAct();
  const navigate = useNavigate();
  const fight = useRouteMutation<FightRoute>(route, { stale });
  return useCallback(
    (opponentId: number) =>
      act(async () => {
        const reply = await fight({ body: { id: opponentId } });
        await navigate(hrefOf({ page: 'fight', id: reply.data.battleId }));
      }),
    [act, fight, navigate],
  );
};

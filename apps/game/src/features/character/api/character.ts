import { type Character, routeRefs, type Skill, type Stat } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAct, useAwaitedAct } from '../../../lib/act.ts';
import { useCall, useGameCache, useMyCharacter } from '../../../lib/query.ts';

/** POST /my-character/use-consumable from the pouch: the reply replaces the cached character. */
export { useUseConsumable } from '../../../lib/use-consumable.ts';
export { useMyCharacter };

const baseField = ['baseForce', 'baseIntelligence', 'baseDexterity', 'baseEndurance'] as const;

/** Spends a stat point: the stat goes up at once, the reply's stats replace the guess; a refusal rolls it back. */
export const useAddStat = () => {
  const call = useCall();
  const act = useAct();
  const { data, mutate } = useMyCharacter();
  return useCallback(
    (stat: Stat) =>
      act(async () => {
        const before = data;
        if (!before) return;
        const field = baseField[stat];
        const guess = { ...before.data.stats, [field]: before.data.stats[field] + 1 };
        await mutate(
          async () => {
            const reply = await call(routeRefs.addStat, { body: { id: stat } });
            const stats = { ...reply.data.stats };
            return {
              ...before,
              data: {
                ...before.data,
                stats,
                doStatsPointsAvaiable: reply.data.doStatsPointsAvailable,
                // The stats screen says how many are left.
                ...(reply.data.statPointsLeft === undefined ? {} : { statPointsLeft: reply.data.statPointsLeft }),
              },
            };
          },
          {
            optimisticData: { ...before, data: { ...before.data, stats: guess } },
            rollbackOnError: true,
            revalidate: false,
          },
        );
      }),
    [act, call, data, mutate],
  );
};

/**
 * A skill call whose reply is every skill: the list replaces the cached character's. The skill card answers
 * it done when the Promise resolves: a failed one rejects (after its toast).
 */
const useSkillsCall = (route: typeof routeRefs.makeSkillActive | typeof routeRefs.forgotSkill) => {
  const call = useCall();
  const act = useAwaitedAct();
  const { setCharacter } = useGameCache();
  return useCallback(
    (skill: Skill) =>
      act(async () => {
        const reply = await call(route, { body: { id: skill.id } });
        await setCharacter((character) => ({ ...character, skills: reply.data }));
      }),
    [act, call, route, setCharacter],
  );
};

/** Makes a learnt skill the active one of its slot. */
export const useActivateSkill = () => useSkillsCall(routeRefs.makeSkillActive);

/** Unlearns a skill that is not active (part of its price back: the reply's balance goes to the bar). */
export const useForgetSkill = () => useSkillsCall(routeRefs.forgotSkill);

/** Writes a whole character the server answered into the cache. */
const useReplaceCharacter = () => {
  const { setCharacter } = useGameCache();
  return useCallback((next: Character) => setCharacter(() => next), [setCharacter]);
};

/** Renames the character; a refusal (name taken, invalid) rejects, for the form to show inline. */
export const useChangeName = () => {
  const call = useCall();
  const replace = useReplaceCharacter();
  return useCallback(
    async (name: string) => {
      const reply = await call(routeRefs.changeName, { body: { name } });
      await replace(reply.data);
    },
    [call, replace],
  );
};

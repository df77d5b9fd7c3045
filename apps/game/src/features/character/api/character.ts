import { routeRefs, type Skill, type Stat } from '@rpg/contracts';
import { useCallback } from 'react';
import { useAct, useAwaitedAct } from '../../../lib/act.ts';
import { cacheWrite, useMyCharacter, useRouteMutation } from '../../../lib/query.ts';

/** POST /my-character/use-consumable from the pouch: the reply replaces the cached character. */
export { useUseConsumable } from '../../../lib/use-consumable.ts';
export { useMyCharacter };

const baseField = ['baseForce', 'baseIntelligence', 'baseDexterity', 'baseEndurance'] as const;

/** Spends a stat point: the stat goes up and the points left down at once, the reply's character replaces the guess; a refusal rolls it back. */
export const useAddStat = () => {
  const act = useAct();
  const addStat = useRouteMutation(routeRefs.addStat, {
    optimistic: (character, { body }) => {
      const field = baseField[body.id];
      const left = character.statPointsLeft === undefined ? undefined : Math.max(0, character.statPointsLeft - 1);
      return {
        ...character,
        stats: { ...character.stats, [field]: character.stats[field] + 1 },
        ...(left === undefined ? {} : { statPointsLeft: left, doStatsPointsAvaiable: left > 0 }),
      };
    },
  });
  return useCallback((stat: Stat) => act(() => addStat({ body: { id: stat } })), [act, addStat]);
};

/**
 * A skill call: the reply's character (skills, balance) is written by the mutation. The skill card answers
 * it done when the Promise resolves: a failed one rejects (after its toast).
 */
const useSkillsCall = (route: typeof routeRefs.makeSkillActive | typeof routeRefs.forgotSkill) => {
  const act = useAwaitedAct();
  const call = useRouteMutation(route);
  return useCallback(
    (skill: Skill) =>
      act(async () => {
        await call({ body: { id: skill.id } });
      }),
    [act, call],
  );
};

/** Makes a learnt skill the active one of its slot. */
export const useActivateSkill = () => useSkillsCall(routeRefs.makeSkillActive);

/** Unlearns a skill that is not active (part of its price back). */
export const useForgetSkill = () => useSkillsCall(routeRefs.forgotSkill);

/** Renames the character (the reply is the character); a refusal (name taken, invalid) rejects, for the form to show inline. */
export const useChangeName = () => {
  const changeName = useRouteMutation(routeRefs.changeName, {
    updates: (reply) => [cacheWrite(routeRefs.getMyCharacter, {}, () => reply.data)],
  });
  return useCallback(
    async (name: string) => {
      await changeName({ body: { name } });
    },
    [changeName],
  );
};

import type { Character } from '@rpg/contracts';
import { LevelUpDialog } from '@rpg/game-components';
import { useEffect, useRef, useState } from 'react';
import { playClick } from '../lib/click-sound.ts';

/** game-rules.md: a character starts with base stats 5/5/5/5 and 5 unspent points; each level-up gives 5 more. */
const startingStats = 4 * 5;
const startingPoints = 5;
const pointsPerLevel = 5;

/**
 * The unspent stat points of a character: its statPointsLeft when the server sends it; else (the
 * spec's reply says only whether there are any) counted from the rules: every point ever given,
 * minus those the base stats took.
 */
export const unspentStatPoints = (character: Character): number => {
  if (character.statPointsLeft !== undefined) return character.statPointsLeft;
  if (!character.doStatsPointsAvaiable) return 0;
  const { baseForce, baseIntelligence, baseDexterity, baseEndurance } = character.stats;
  const given = startingPoints + pointsPerLevel * (character.level - 1);
  const spent = baseForce + baseIntelligence + baseDexterity + baseEndurance - startingStats;
  return Math.max(1, given - spent);
};

/**
 * The level-up moment, once for the whole game: it watches the character's level in the cache (every
 * call that can raise it, a fight, a quest's return, an adventure's reward, ends by reading or writing
 * the character there), and when it rises the player sees the new level and the points to spend.
 * The first level read (a sign-in, a reload) is the starting point, not a level-up; the same
 * character read in another language is the same level.
 */
export const LevelUp = ({ character }: { character: Character | undefined }) => {
  const known = useRef<{ name: string; level: number } | undefined>(undefined);
  const [reached, setReached] = useState<number | undefined>(undefined);
  const name = character?.name;
  const level = character?.level;
  useEffect(() => {
    if (name === undefined || level === undefined) return;
    const before = known.current;
    known.current = { name, level };
    if (before?.name === name && level > before.level) setReached(level);
  }, [name, level]);
  return (
    <LevelUpDialog
      level={reached}
      statPoints={character ? unspentStatPoints(character) : 0}
      onClose={() => setReached(undefined)}
      onSpendPoints={playClick}
    />
  );
};

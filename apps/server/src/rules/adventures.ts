import { type AdventureDefinition, adventureDefinitions } from '../content/index.ts';
import { rules } from './config.ts';
import type { Rng } from './rng.ts';

/** The adventures offered at a level: the 6 with the highest minimum level it unlocks. */
export const adventureOffers = (level: number): AdventureDefinition[] =>
  adventureDefinitions
    .filter((a) => a.minLevel <= level)
    .sort((a, b) => b.minLevel - a.minLevel || b.num - a.num)
    .slice(0, rules.adventures.offered)
    .sort((a, b) => a.num - b.num);

/** The player's running adventure (store it). */
export type RunningAdventure = { adventureId: string; startedAt: Date; endsAt: Date };

/** Starting an adventure at `now`: it ends after its duration (1..30 minutes). */
export const startAdventure = (adventure: AdventureDefinition, now: Date): RunningAdventure => {
  const { minDurationMinutes, maxDurationMinutes } = rules.adventures;
  const minutes = Math.min(maxDurationMinutes, Math.max(minDurationMinutes, adventure.durationMinutes));
  return { adventureId: adventure.id, startedAt: now, endsAt: new Date(now.getTime() + minutes * 60_000) };
};

/** Its time has passed: /adventures/retrive may collect it. */
export const isAdventureDone = (running: RunningAdventure, now: Date): boolean =>
  now.getTime() >= running.endsAt.getTime();

export type AdventureReward = { gold: number; xp: number; items: { itemId: string; amount: number }[] };

/** The rewards: gold and experience grow 10% per level above the adventure's minimum; resources by chance. */
export const adventureReward = (adventure: AdventureDefinition, level: number, rng: Rng): AdventureReward => {
  const scale = 1 + rules.adventures.levelScale * Math.max(0, level - adventure.minLevel);
  const items = adventure.loot.flatMap((loot) =>
    rng.percent(loot.chance) ? [{ itemId: loot.itemId, amount: rng.int(loot.min, loot.max) }] : [],
  );
  return { gold: Math.round(adventure.gold * scale), xp: Math.round(adventure.xp * scale), items };
};

import { BattleResult } from '@rpg/contracts';
import { rules } from './config.ts';
import type { Rng } from './rng.ts';
import { waitUntilDue } from './timers.ts';

export type ArenaPlayer = { id: number; name: string; level: number; honourPoints: number };

/** 5 opponents near the player's honour: drawn from the 10 nearest other players, nearest first. */
export const matchOpponents = (player: ArenaPlayer, candidates: readonly ArenaPlayer[], rng: Rng): ArenaPlayer[] => {
  const distance = (p: ArenaPlayer) => Math.abs(p.honourPoints - player.honourPoints);
  const nearest = candidates
    .filter((p) => p.id !== player.id)
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
    .slice(0, rules.arena.poolSize);
  return rng.sample(nearest, rules.arena.opponents).sort((a, b) => distance(a) - distance(b) || a.id - b.id);
};

/** Honour after an arena fight: +10 for a win, -5 for a loss (never below 0), nothing for a draw. */
export const honourChange = (result: BattleResult, honourPoints: number): { change: number; honourPoints: number } => {
  const change =
    result === BattleResult.Win
      ? rules.arena.honourWin
      : result === BattleResult.Loss
        ? -Math.min(rules.arena.honourLoss, honourPoints)
        : 0;
  return { change, honourPoints: honourPoints + change };
};

/** Milliseconds until the arena list may be rolled again (once a minute); 0 when it may. */
export const arenaRollWait = (lastRollAt: Date | null, now: Date): number =>
  waitUntilDue(lastRollAt, rules.arena.rollEveryMs, now);

export type RankedPlayer = { name: string; level: number; honourPoints: number };

/** Ranking order: honour descending, then level descending, then name ascending. */
export const compareRanking = (a: RankedPlayer, b: RankedPlayer): number =>
  b.honourPoints - a.honourPoints || b.level - a.level || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A ranking page (pages count from 1, at least one page), with real positions. */
export const rankingPage = <T extends RankedPlayer>(
  players: readonly T[],
  page: number,
  pageSize = rules.ranking.pageSize,
) => {
  const sorted = [...players].sort(compareRanking);
  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = Math.min(totalPages, Math.max(1, Math.floor(page)));
  const start = (currentPage - 1) * pageSize;
  return {
    currentPage,
    totalPages,
    data: sorted.slice(start, start + pageSize).map((player, i) => ({ ...player, position: start + i + 1 })),
  };
};

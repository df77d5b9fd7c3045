import { z } from 'zod';
import { countSchema, idSchema } from './common.ts';

/** One row of the ranking. Clans are not part of the game yet, so there is no clan. */
export const rankingPlayerSchema = z.object({
  /** The character's id (for /characters/{id}). */
  id: idSchema,
  name: z.string(),
  honourPoints: countSchema,
  /** The real position, 1 for the best (ordered by honour, then level, then name). */
  position: z.number().int().positive(),
  level: z.number().int().positive(),
});
export type RankingPlayer = z.infer<typeof rankingPlayerSchema>;

/** A page of the ranking. Pages count from 1; totalPages is at least 1. */
export const rankingPageSchema = z.object({
  currentPage: z.number().int().positive(),
  totalPages: z.number().int().positive(),
  data: z.array(rankingPlayerSchema),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;

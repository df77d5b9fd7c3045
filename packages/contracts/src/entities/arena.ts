import { z } from 'zod';
import { battleResultSchema, dangerLevelSchema } from '../enum-schemas.ts';
import { battleActionSchema } from './battle.ts';
import { countSchema, idSchema } from './common.ts';
import { outfitSchema } from './outfit.ts';

/** An arena opponent: another player near the player's honour. The id is what /arena/fight takes. */
export const arenaEnemySchema = z.object({
  enemyPlayerId: idSchema,
  enemyPlayerName: z.string(),
  enemyPlayerHonourPoints: countSchema,
  enemyPlayerLevel: z.number().int().positive(),
  dangerLevel: dangerLevelSchema,
});
export type ArenaEnemy = z.infer<typeof arenaEnemySchema>;

/** POST /arena/fight: a fight between two characters; the winner takes honour (+10 win, -5 loss, never below 0). */
export const arenaFightResultSchema = z.object({
  /** The stored battle's id: GET /battles/{battleId} reads it back. */
  battleId: idSchema,
  result: battleResultSchema,
  /** The player's honour change: +10, -5 (less when near 0) or 0 for a draw. */
  honourPointsChange: z.number().int(),
  /** The player's honour after the fight. */
  honourPoints: countSchema,
  myOutfitClientModel: outfitSchema,
  enemyPlayerName: z.string(),
  enemyOutfitClientModel: outfitSchema,
  myMaxHealth: z.number().int().positive(),
  enemyMaxHealth: z.number().int().positive(),
  actions: z.array(battleActionSchema),
});
export type ArenaFightResult = z.infer<typeof arenaFightResultSchema>;

import { DangerLevel } from '@rpg/contracts';
import type { BadgeTone } from '@rpg/design-system';

/** The word (world.danger.<key>) and badge tone of each danger band (game-rules: easy / fair / hard / deadly). */
export const dangerLevels = {
  [DangerLevel.Easy]: { key: 'easy', tone: 'positive' },
  [DangerLevel.Fair]: { key: 'fair', tone: 'info' },
  [DangerLevel.Hard]: { key: 'hard', tone: 'caution' },
  [DangerLevel.Deadly]: { key: 'deadly', tone: 'critical' },
} as const satisfies Record<DangerLevel, { key: string; tone: BadgeTone }>;

import type { ThemeTokens } from '../tokens/types.ts';
import { gameTokens } from './game.ts';
import { lightTokens } from './light.ts';

export const themeNames = ['game', 'light'] as const;
export type ThemeName = (typeof themeNames)[number];

/** The raw token values of each theme (for docs, tests and canvas drawing; styles use `vars`). */
export const themeTokens: Record<ThemeName, ThemeTokens> = { game: gameTokens, light: lightTokens };

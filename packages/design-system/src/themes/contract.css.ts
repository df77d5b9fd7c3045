import { createThemeContract } from '@vanilla-extract/css';
import type { ThemeTokens } from '../tokens/types.ts';
import { gameTokens } from './game.ts';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

/** The shape of the token type with every leaf set to null (only the shape matters to a contract). */
function shapeOf<T extends object>(tokens: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [key, typeof value === 'string' ? null : shapeOf(value as object)]),
  ) as Shape<T>;
}

/**
 * The theme contract: one CSS variable per token. Styles read tokens only through `vars`;
 * the themes fill them in (`themes.css.ts`).
 */
export const vars = createThemeContract(shapeOf<ThemeTokens>(gameTokens));

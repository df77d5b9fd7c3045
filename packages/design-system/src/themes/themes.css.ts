import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../tokens/breakpoints.ts';
import { vars } from './contract.css.ts';
import { gameTokens } from './game.ts';
import { lightTokens } from './light.ts';
import type { ThemeName } from './theme-names.ts';

const game = createTheme(vars, gameTokens, 'game');
const light = createTheme(vars, lightTokens, 'light');

/** Class names of the themes: put one on a container (or <body>) to theme everything inside it. */
export const themeClassNames: Record<ThemeName, string> = { game, light };

const noMotion = assignVars(vars.motion.duration, { fast: '0ms', standard: '0ms', slow: '0ms', spin: '0ms' });

for (const [className, colorScheme] of [
  [game, 'dark'],
  [light, 'light'],
] as const) {
  globalStyle(`.${className}`, {
    colorScheme,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
    fontWeight: vars.font.weight.regular,
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    WebkitTextSizeAdjust: '100%',
    '@media': { [reducedMotionQuery]: { vars: noMotion } },
  });
}

/** Code (a token, a route) in the project's own monospace face, not the machine's. */
for (const className of [game, light]) {
  globalStyle(`.${className} :is(code, kbd, pre, samp)`, { fontFamily: vars.font.family.mono });
}

/** A themed <body> is the page: no browser margin around it. */
for (const className of [game, light]) globalStyle(`body.${className}`, { margin: 0 });

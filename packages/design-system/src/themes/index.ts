export { vars } from './contract.css.ts';
export { gameTokens } from './game.ts';
export { lightTokens } from './light.ts';
export type { ThemeProviderProps } from './ThemeProvider.tsx';
export { ThemeProvider, useTheme } from './ThemeProvider.tsx';
export type { ThemeName } from './theme-names.ts';
export { themeNames, themeTokens } from './theme-names.ts';
export { themeClassNames } from './themes.css.ts';

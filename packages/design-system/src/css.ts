// `@rpg/design-system/css`: what the styles (.css.ts files) of other packages build on, the
// theme's tokens and the named media queries. It loads no component: a style that imports it
// evaluates nothing but the theme contract (the package's index would evaluate every component,
// and put their CSS before the style's own).

export { vars } from './themes/contract.css.ts';
export { breakpoints, media, wrapAnywhere, wrapWords, wrapWordsShrinking } from './tokens/index.ts';

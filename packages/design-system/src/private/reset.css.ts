import { layer, type StyleRule, style } from '@vanilla-extract/css';

// The element resets of Box, here (below Box) because components that render a native element
// themselves take the same resets through resetClassName.

/** Resets live in a cascade layer, so any component style wins over them whatever the CSS order. */
const reset = layer('reset');

const inReset = (rule: StyleRule) => style({ '@layer': { [reset]: rule } });

/** Every Box starts from this: no browser margins, border-box sizing, inherited type. */
export const base = inReset({
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  verticalAlign: 'baseline',
});

const block = inReset({ display: 'block' });
const list = inReset({ listStyle: 'none' });
const appearance: StyleRule = { appearance: 'none', background: 'transparent', color: 'inherit' };

/** Per-element resets, applied by Box according to its `as`. */
export const element: Partial<Record<string, string>> = {
  article: block,
  aside: block,
  details: block,
  figcaption: block,
  figure: block,
  footer: block,
  header: block,
  main: block,
  nav: block,
  section: block,
  ul: list,
  ol: list,
  a: inReset({ textDecoration: 'none', color: 'inherit' }),
  button: inReset({ ...appearance, cursor: 'pointer', textAlign: 'inherit', lineHeight: 'inherit' }),
  input: inReset(appearance),
  select: inReset(appearance),
  textarea: inReset({ ...appearance, resize: 'vertical' }),
  table: inReset({ borderCollapse: 'collapse', borderSpacing: 0 }),
};

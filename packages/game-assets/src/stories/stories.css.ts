import { style } from '@vanilla-extract/css';

// The game theme's colours (packages/design-system/src/themes/game.ts). This package may import no
// other @rpg package (scripts/check-boundaries.mjs), so its stories keep their own few styles.
const ink = '#17110c';
const raised = '#231a13';
const border = '#4a3a2b';
const text = '#f2e8d3';
const muted = '#c2b197';
const brandSoft = '#3a2c12';
const brandText = '#f3d58c';
const focus = '#ffd369';

export const page = style({
  background: ink,
  color: text,
  padding: 16,
  // The body face the Storybook preview loads for every story (a machine's own fonts differ by machine).
  fontFamily: '"Inter", sans-serif',
  fontSize: 14,
});
export const heading = style({ margin: '0 0 12px', fontSize: 18, color: brandText });
export const grid = style({ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', margin: 0, padding: 0 });
export const tile = style({
  // The width a story gives is the picture's room; padding and border come on top.
  boxSizing: 'content-box',
  background: raised,
  border: `1px solid ${border}`,
  borderRadius: 8,
  padding: 8,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  margin: 0,
});
export const caption = style({ color: muted, fontSize: 12, lineHeight: '16px', textAlign: 'center', maxWidth: 200 });
export const image = style({ display: 'block', maxWidth: '100%', height: 'auto' });
export const builder = style({ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' });
export const stage = style({
  position: 'relative',
  width: 320,
  height: 384,
  background: raised,
  border: `1px solid ${border}`,
  borderRadius: 8,
  flexShrink: 0,
});
export const layer = style({ position: 'absolute', inset: 0, width: 320, height: 384 });
export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr auto',
  gap: 8,
  alignItems: 'center',
});
export const label = style({ color: text, fontWeight: 600 });
export const value = style({ color: muted, minWidth: 160 });
export const button = style({
  background: brandSoft,
  color: brandText,
  border: `1px solid ${border}`,
  borderRadius: 6,
  padding: '4px 10px',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${focus}`, outlineOffset: 2 },
});
export const row = style({ display: 'contents' });

// AtEverySize: a tile per picture, the picture at each of its sizes side by side, bottoms aligned.
export const sizeList = style({
  listStyle: 'none',
  margin: '0 0 16px',
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 12,
});
export const sizeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
  padding: 8,
  background: raised,
  border: `1px solid ${border}`,
  borderRadius: 8,
});
export const sizeCaption = style({ color: muted, fontSize: 12, flexBasis: '100%' });
export const sizeImage = style({ display: 'block', maxWidth: '100%', height: 'auto', background: ink });
/** A stacked avatar: its layers on top of each other, as LayeredAvatar draws them. */
export const figure = style({
  position: 'relative',
  display: 'block',
  flexShrink: 0,
  maxWidth: '100%',
  background: ink,
});
export const figureLayer = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });
/** An outfit option's thumbnail frame: the zoomed part clipped to a square. */
export const thumbnail = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: 4,
  background: ink,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';

/** The region the card describes: a block, so the card is placed beside its box. */
export const region = style({ position: 'relative', minWidth: 0, height: '100%' });

/**
 * The positioned layer: fixed, so no scrolling or clipping container cuts it, and placed by
 * HoverCard beside the region. Its padding bridges the gap to the region, so the pointer can move
 * onto the card without it closing (WCAG 1.4.13: hoverable).
 */
export const layer = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: vars.zIndex.dropdown,
  boxSizing: 'border-box',
  width: `min(${vars.contentWidth.xsmall}, calc(100vw - 2 * ${vars.space.xsmall}))`,
  padding: vars.space.xxsmall,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const card = style({
  boxSizing: 'border-box',
  maxHeight: `calc(100vh - 2 * ${vars.space.xsmall})`,
  overflowY: 'auto',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.family.body,
  ...wrapWordsShrinking,
});

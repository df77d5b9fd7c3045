import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';

export const tooltipPlacements = ['top', 'bottom'] as const;

export const anchor = style({ position: 'relative', display: 'inline-flex', maxWidth: '100%' });

/**
 * The positioned layer. Its padding bridges the gap to the trigger, so the pointer can move
 * onto the tooltip without it closing (WCAG 1.4.13: hoverable). It is laid out flush with the trigger's
 * right edge, where it can only stick out to the left, and moved over the trigger's centre from there
 * (TooltipAnchor): laid out centred first, a tooltip by the right edge widened the page for a moment,
 * and a phone's browser zoomed the page out to fit and stayed so.
 */
export const layer = style({
  position: 'absolute',
  right: 0,
  zIndex: vars.zIndex.dropdown,
  width: 'max-content',
  maxWidth: `min(${vars.contentWidth.xsmall}, calc(100vw - 2 * ${vars.space.small}))`,
  selectors: {
    '&[hidden]': { display: 'none' },
    '&[data-side="top"]': { bottom: '100%', paddingBottom: vars.space.xxsmall },
    '&[data-side="bottom"]': { top: '100%', paddingTop: vars.space.xxsmall },
  },
});

export const bubble = style({
  display: 'block',
  paddingTop: vars.space.xxsmall,
  paddingBottom: vars.space.xxsmall,
  paddingLeft: vars.space.xsmall,
  paddingRight: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.tone.neutral.solid,
  color: vars.color.tone.neutral.onSolid,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.regular,
  textAlign: 'center',
  ...wrapWordsShrinking,
  whiteSpace: 'normal',
});

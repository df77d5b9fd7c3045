import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList, wrapRow } from '../../shared/private/layout.css.ts';

export const board = style({
  display: 'grid',
  gap: vars.space.xlarge,
  minWidth: 0,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.large,
    },
  },
});

export const column = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  borderRadius: vars.radius.medium,
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const columnHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.xsmall,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  minWidth: 0,
});

export const headingRow = style({
  ...wrapRow(vars.space.xsmall),
  minWidth: 0,
});

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  ...bareList,
  minWidth: 0,
});

export const roll = style({
  ...wrapRow(vars.space.xsmall),
  minWidth: 0,
});

export const rollCost = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  ...wrapWordsShrinking,
});

export const rollIcon = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
});

export const empty = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  ...wrapWordsShrinking,
});

export const item = style({
  minWidth: 0,
  borderRadius: vars.radius.large,
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});

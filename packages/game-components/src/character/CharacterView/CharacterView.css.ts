import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { bareList } from '../../shared/private/layout.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
});

export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  justifyItems: 'center',
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      justifyItems: 'start',
      alignItems: 'center',
    },
  },
});

export const avatarFrame = style({
  maxWidth: '100%',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.tone.brand.border}`,
  background: vars.color.surfaceSunken,
  lineHeight: 0,
});

export const identity = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
  width: '100%',
  ...wrapWordsShrinking,
});

export const sections = style({
  display: 'grid',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
      alignItems: 'start',
    },
  },
});

export const statList = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
});

export const statRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  minWidth: 0,
});

export const statName = style({
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const statValue = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const fromItems = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.tone.positive.text,
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.regular,
});

export const itemGrid = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))',
  ...bareList,
  minWidth: 0,
});

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  minWidth: 0,
});

import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

export const current = style({
  borderColor: vars.color.tone.positive.solid,
  boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.tone.positive.border}, ${vars.shadow.small}`,
});

export const media = style({
  position: 'relative',
});

export const here = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.medium,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const cost = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.game.actionPoints,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});

export const footer = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

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

export const media = style({
  background: vars.color.surfaceSunken,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
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

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const action = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

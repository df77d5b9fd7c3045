import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const form = style({
  width: '100%',
  maxWidth: vars.contentWidth.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderTop: `${vars.borderWidth.keyline} solid ${vars.color.tone.brand.solid}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  overflowWrap: 'anywhere',
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const stackTight = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
});

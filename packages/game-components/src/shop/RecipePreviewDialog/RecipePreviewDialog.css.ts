import { vars } from '@rpg/design-system/css';
import { avatarCanvas } from '@rpg/game-assets';
import { style } from '@vanilla-extract/css';

/** The avatar's frame keeps the 320 x 384 size while loading or failing, so nothing jumps. */
export const stage = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  width: '100%',
  minHeight: avatarCanvas.height,
  borderRadius: vars.radius.large,
  background: `radial-gradient(circle at 50% 40%, ${vars.color.tone.brand.soft}, ${vars.color.surfaceSunken} 70%)`,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'center',
});

export const required = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const requiredItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const requiredIcon = style({
  display: 'block',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  flexShrink: 0,
});

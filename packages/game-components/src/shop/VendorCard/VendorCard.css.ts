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
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  ':hover': { borderColor: vars.color.tone.brand.border, boxShadow: vars.shadow.medium },
  selectors: { '&:focus-within': { borderColor: vars.color.tone.brand.border } },
});

export const art = style({
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
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

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
});

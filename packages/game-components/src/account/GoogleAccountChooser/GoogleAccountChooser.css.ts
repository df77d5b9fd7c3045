import { vars, wrapAnywhere } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
});

export const account = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.tone.brand.border, background: vars.color.surfaceSunken },
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const initial = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.controlHeight.standard,
  height: vars.controlHeight.standard,
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontWeight: vars.font.weight.strong,
});

export const names = style({ display: 'grid', minWidth: 0, ...wrapAnywhere });

import { vars } from '@rpg/design-system/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const slot = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  outline: `${vars.borderWidth.thick} solid transparent`,
  outlineOffset: 0,
});

export const dropState = styleVariants({
  candidate: { outline: `${vars.borderWidth.thick} dashed ${vars.color.tone.brand.border}` },
  origin: { background: vars.color.surfaceSunken },
  valid: {
    outline: `${vars.borderWidth.thick} solid ${vars.color.tone.positive.solid}`,
    background: vars.color.tone.positive.soft,
  },
  invalid: {
    outline: `${vars.borderWidth.thick} solid ${vars.color.tone.critical.solid}`,
    background: vars.color.tone.critical.soft,
  },
});

export const slotLabel = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

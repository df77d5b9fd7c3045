import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  '::after': {
    content: '""',
    position: 'absolute',
    insetInlineEnd: vars.space.small,
    top: '50%',
    width: vars.space.xsmall,
    height: vars.space.xsmall,
    borderRight: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
    borderBottom: `${vars.borderWidth.thick} solid ${vars.color.textMuted}`,
    transform: 'translateY(-75%) rotate(45deg)',
    pointerEvents: 'none',
  },
});

export const select = style({
  appearance: 'none',
  minHeight: vars.controlHeight.small,
  margin: 0,
  paddingBlock: vars.space.none,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const option = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

/** One row of tabs; scrolls sideways when they do not fit (phones, long translations). */
export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  borderBottomWidth: vars.borderWidth.standard,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  // Room for the focus ring inside the scroll box.
  paddingTop: vars.focusRing.width,
  paddingLeft: vars.focusRing.width,
  paddingRight: vars.focusRing.width,
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.standard,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  backgroundColor: 'transparent',
  borderTopLeftRadius: vars.radius.medium,
  borderTopRightRadius: vars.radius.medium,
  cursor: 'pointer',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: vars.borderWidth.keyline,
      borderTopLeftRadius: vars.radius.small,
      borderTopRightRadius: vars.radius.small,
      backgroundColor: 'transparent',
    },
    '&:hover:not(:disabled)': { color: vars.color.text, backgroundColor: vars.color.tone.neutral.soft },
    '&[aria-selected="true"]': { color: vars.color.text },
    '&[aria-selected="true"]::after': { backgroundColor: vars.color.tone.brand.solid },
    '&:focus-visible': {
      outlineWidth: vars.focusRing.width,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const panel = style({
  minWidth: 0,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': {
      outlineWidth: vars.focusRing.width,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
      borderRadius: vars.radius.small,
    },
  },
});

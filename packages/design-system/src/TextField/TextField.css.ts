import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { wrapWords, wrapWordsShrinking } from '../tokens/text-wrap.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  ...wrapWords,
});

export const required = style({ color: vars.color.tone.critical.text, marginLeft: vars.space.xxsmall });

export const input = style({
  width: '100%',
  minHeight: vars.controlHeight.standard,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outlineWidth: vars.focusRing.width,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.tone.critical.text,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.standard} ${vars.color.tone.critical.text}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.disabledText,
      backgroundColor: vars.color.disabledBackground,
      borderColor: vars.color.disabledBackground,
    },
  },
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const error = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  alignItems: 'flex-start',
  // A word longer than the field (a German compound) wraps rather than widening the page.
  ...wrapWordsShrinking,
  color: vars.color.tone.critical.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});

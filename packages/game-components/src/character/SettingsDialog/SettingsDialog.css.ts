import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  ...wrapWordsShrinking,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const labelBlock = style({
  ...shrinkColumn(vars.space.xxsmall),
  flex: '1 1 12rem',
});

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.standard,
  padding: `0 ${vars.space.xsmall}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const track = style({
  position: 'relative',
  display: 'inline-block',
  width: vars.space.xxlarge,
  height: vars.space.large,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      background: vars.color.tone.brand.solid,
      borderColor: vars.color.tone.brand.solid,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  left: vars.space.xxsmall,
  width: vars.space.medium,
  height: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.text,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      transform: `translateX(${vars.space.large})`,
      background: vars.color.tone.brand.onSolid,
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const switchText = style({
  fontWeight: vars.font.weight.strong,
  minWidth: vars.space.xxlarge,
});

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.controlHeight.standard,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.tone.brand.solid,
      background: vars.color.tone.brand.soft,
      color: vars.color.tone.brand.onSoft,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const radio = style({
  width: vars.space.medium,
  height: vars.space.medium,
  margin: 0,
  accentColor: vars.color.tone.brand.solid,
});

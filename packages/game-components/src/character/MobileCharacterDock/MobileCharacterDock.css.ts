import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

/** Grows to fill the screen it is in (MobileCharacterScreen is at least as tall as the viewport). */
export const root = style({ ...shrinkColumn(vars.space.medium), flexGrow: 1 });

export const panel = style({
  minWidth: 0,
  minHeight: '12rem',
  borderRadius: vars.radius.medium,
  ...wrapWordsShrinking,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const outfit = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const name = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/**
 * The bar sticks to the bottom of the viewport, as a phone app's dock. With short content it still
 * sits at the bottom of the dock (pushed down by `marginTop: auto`), never in the middle of the screen.
 */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  marginTop: 'auto',
  zIndex: vars.zIndex.dropdown,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderTop: `${vars.borderWidth.thick} solid ${vars.color.tone.brand.solid}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.controlHeight.large,
  minWidth: 0,
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

export const tabSelected = style({
  color: vars.color.tone.brand.onSoft,
  background: vars.color.tone.brand.soft,
  fontWeight: vars.font.weight.strong,
  selectors: {
    '&:hover': { color: vars.color.tone.brand.onSoft, background: vars.color.tone.brand.softHover },
  },
});

export const tabLabel = style({
  maxWidth: '100%',
  ...wrapWordsShrinking,
  textAlign: 'center',
});

/** A tab's icon, drawn 1em square: as large as the large space. */
export const icon = style({
  display: 'flex',
  fontSize: vars.space.large,
});

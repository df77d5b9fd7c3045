import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { shrinkColumn, wrapRow } from '../../shared/private/layout.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  ...wrapWordsShrinking,
});

/** The keyline tells the slot type at a glance (offense, defensive, utility). */
export const slotKeyline = styleVariants({
  offense: { borderTop: `${vars.borderWidth.keyline} solid ${vars.color.tone.critical.solid}` },
  defensive: { borderTop: `${vars.borderWidth.keyline} solid ${vars.color.tone.info.solid}` },
  utility: { borderTop: `${vars.borderWidth.keyline} solid ${vars.color.tone.positive.solid}` },
});

/** The active skill glows in the brand colour; the keyline keeps its slot type's colour. */
export const active = style({
  borderLeftColor: vars.color.tone.brand.border,
  borderRightColor: vars.color.tone.brand.border,
  borderBottomColor: vars.color.tone.brand.border,
  boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.tone.brand.solid}, ${vars.shadow.medium}`,
});

export const empty = style({
  borderStyle: 'dashed',
  background: vars.color.surfaceSunken,
  boxShadow: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const icon = style({
  flexShrink: 0,
  // biome-ignore lint/plugin/noRawPx: the skill art at its size (64 x 64)
  width: '64px',
});

export const iconCompact = style({
  flexShrink: 0,
  // biome-ignore lint/plugin/noRawPx: a picture's display size (no token names picture sizes)
  width: '48px',
});

export const titleBlock = style({
  ...shrinkColumn(vars.space.xxsmall),
  flex: '1 1 auto',
});

export const meta = style(wrapRow(vars.space.xsmall));

export const description = style({
  flex: '1 1 auto',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginTop: 'auto',
});

export const price = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.color.game.baseCurrency,
  fontVariantNumeric: 'tabular-nums',
});

/** Beside a price the player cannot pay: in words, in the caution tone. */
export const cannotAfford = style({
  color: vars.color.tone.caution.text,
});

export const coin = style({
  display: 'block',
  width: vars.space.medium,
  height: vars.space.medium,
});

/** Compact cards keep the description to two lines. */
export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

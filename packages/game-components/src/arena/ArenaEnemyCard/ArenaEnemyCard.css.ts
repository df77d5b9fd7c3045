import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { wrapRow } from '../../shared/private/layout.css.ts';
import { nameLabel, nameLabelShown } from '../../shared/private/player-name.css.ts';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderBlockStart: `${vars.borderWidth.keyline} solid ${vars.color.tone.brand.solid}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  ...wrapWordsShrinking,
});

/** The opponent's name: one line with an ellipsis, whole while the card is hovered or holds the focus. */
export const name = style({
  ...nameLabel,
  selectors: { [`${card}:is(:hover, :focus-within) &`]: nameLabelShown },
});

export const meta = style(wrapRow(vars.space.xsmall));

export const stats = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.none,
  margin: 0,
});

export const term = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const honour = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.tone.brand.text,
  fontVariantNumeric: 'tabular-nums',
});

export const action = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const slide = style({
  position: 'relative',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  borderLeft: `${vars.borderWidth.keyline} solid ${vars.color.tone.brand.solid}`,
  ...wrapWordsShrinking,
});

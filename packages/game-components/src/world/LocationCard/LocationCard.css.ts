import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { artCard, artCardBody } from '../../shared/private/art-card.css.ts';
import { actionPointsIcon, actionPointsValue } from '../private/action-points.css.ts';

export const card = style(artCard);

export const current = style({
  borderColor: vars.color.tone.positive.solid,
  boxShadow: `0 0 0 ${vars.borderWidth.thick} ${vars.color.tone.positive.border}, ${vars.shadow.small}`,
});

export const media = style({
  position: 'relative',
});

export const here = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
});

export const body = style(artCardBody);

export const cost = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  ...actionPointsValue,
});

export const icon = style(actionPointsIcon);

export const footer = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { artCard, artCardBody } from '../../shared/private/art-card.css.ts';
import { wrapRow } from '../../shared/private/layout.css.ts';

export const card = style(artCard);

export const media = style({
  background: vars.color.surfaceSunken,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
});

export const body = style(artCardBody);

export const meta = style(wrapRow(vars.space.xsmall));

export const action = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

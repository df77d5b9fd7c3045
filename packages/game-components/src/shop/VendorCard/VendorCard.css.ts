import { vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { artCard, artCardBody } from '../../shared/private/art-card.css.ts';

export const card = style({
  ...artCard,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  ':hover': { borderColor: vars.color.tone.brand.border, boxShadow: vars.shadow.medium },
  selectors: { '&:focus-within': { borderColor: vars.color.tone.brand.border } },
});

export const art = style({
  background: vars.color.surfaceSunken,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const body = style(artCardBody);

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.xsmall,
});

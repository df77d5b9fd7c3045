import { media, vars } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

/** The spec hides the footer on small screens: it appears from the tablet breakpoint up. */
export const footer = style({
  display: 'none',
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.large,
  '@media': {
    [media.tablet]: { display: 'block' },
  },
});

export const brand = style({
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  color: vars.color.tone.brand.text,
});

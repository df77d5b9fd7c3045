import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';

export const banner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.tone.brand.border}`,
  background: `radial-gradient(circle at top, ${vars.color.tone.brand.soft}, ${vars.color.surfaceRaised} 70%)`,
  boxShadow: vars.shadow.medium,
  ...wrapWordsShrinking,
  '@media': {
    [media.tablet]: { flexDirection: 'row', textAlign: 'left', padding: vars.space.xlarge },
  },
});

export const bannerLogo = style({
  width: '6rem',
  flexShrink: 0,
  '@media': { [media.tablet]: { width: '8rem' } },
});

export const bannerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0 });

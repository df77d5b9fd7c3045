import { media, vars } from '@rpg/design-system/css';
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
  overflowWrap: 'anywhere',
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
  overflowWrap: 'anywhere',
});

export const storeButtons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const storeItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 0',
  minWidth: 0,
});

export const storeIcon = style({ display: 'block', width: '1.5em', height: '1.5em' });

export const storeJoin = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const apiForm = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
});

export const apiRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

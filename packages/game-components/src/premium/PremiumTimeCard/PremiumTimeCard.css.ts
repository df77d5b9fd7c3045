import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style } from '@vanilla-extract/css';
import { wrapRow } from '../../shared/private/layout.css.ts';

export const card = style({
  minWidth: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderInlineStart: `${vars.borderWidth.keyline} solid ${vars.color.tone.neutral.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  ...wrapWordsShrinking,
  selectors: {
    '&[data-active="true"]': {
      borderInlineStartColor: vars.color.game.premiumCurrency,
      background: `linear-gradient(135deg, ${vars.color.tone.brand.soft}, ${vars.color.surfaceRaised} 55%)`,
    },
  },
  '@media': {
    [media.tablet]: { padding: vars.space.large },
  },
});

export const header = style(wrapRow(vars.space.small));

export const icon = style({
  display: 'block',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  flexShrink: 0,
});

export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const offerText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const gem = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});

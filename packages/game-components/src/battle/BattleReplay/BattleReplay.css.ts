import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { shrinkColumn } from '../../shared/private/layout.css.ts';

export const root = style(shrinkColumn(vars.space.medium));

export const arena = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gap: vars.space.large },
  },
});

const shake = keyframes({
  '0%': { transform: 'translateX(0)' },
  '25%': { transform: `translateX(calc(${vars.space.xxsmall} * -1))` },
  '50%': { transform: `translateX(${vars.space.xxsmall})` },
  '75%': { transform: `translateX(calc(${vars.space.xxsmall} * -0.5))` },
  '100%': { transform: 'translateX(0)' },
});

export const fighter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  minWidth: 0,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  ...wrapWordsShrinking,
});

export const struck = style({
  borderColor: vars.color.tone.critical.solid,
});

export const hit = style({
  animationName: shake,
  animationDuration: vars.motion.duration.slow,
  animationTimingFunction: vars.motion.easing.standard,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const portrait = style({
  display: 'flex',
  justifyContent: 'center',
  // biome-ignore lint/plugin/noRawPx: the height of the small LayeredAvatar shown here (layeredAvatarSizes.small)
  minHeight: '77px',
});

export const monsterImage = style({
  // biome-ignore lint/plugin/noRawPx: the monster as tall as the player's small LayeredAvatar (layeredAvatarSizes.small)
  width: '77px',
});

export const current = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.controlHeight.large,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.tone.brand.border}`,
  background: vars.color.tone.brand.soft,
  color: vars.color.tone.brand.onSoft,
  ...wrapWordsShrinking,
});

export const skillIcon = style({
  display: 'block',
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  flexShrink: 0,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  maxHeight: `calc(${vars.controlHeight.standard} * 6)`,
  overflowY: 'auto',
  ...wrapWordsShrinking,
});

export const logItem = styleVariants({
  past: { color: vars.color.textMuted },
  current: {
    color: vars.color.text,
    fontWeight: vars.font.weight.strong,
    background: vars.color.tone.brand.soft,
    borderRadius: vars.radius.small,
    paddingInline: vars.space.xxsmall,
  },
});

import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { shrinkColumn, wrapRow } from '../../shared/private/layout.css.ts';

export const root = style({
  ...shrinkColumn(vars.space.large),
  ...wrapWordsShrinking,
});

const bannerBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  borderInlineStart: `${vars.borderWidth.keyline} solid`,
  '@media': {
    [media.tablet]: { padding: vars.space.large },
  },
});

export const banner = styleVariants({
  win: [bannerBase, { borderColor: vars.color.tone.positive.solid, background: vars.color.tone.positive.soft }],
  loss: [bannerBase, { borderColor: vars.color.tone.critical.solid, background: vars.color.tone.critical.soft }],
  draw: [bannerBase, { borderColor: vars.color.tone.info.solid, background: vars.color.tone.info.soft }],
});

export const bannerText = styleVariants({
  win: { color: vars.color.tone.positive.onSoft },
  loss: { color: vars.color.tone.critical.onSoft },
  draw: { color: vars.color.tone.info.onSoft },
});

export const faceOff = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const fighter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  textAlign: 'center',
});

export const monsterImage = style({
  width: '100%',
  // biome-ignore lint/plugin/noRawPx: a picture's display size (no token names picture sizes)
  maxWidth: '192px',
});

export const versus = style({
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  color: vars.color.tone.brand.text,
  textTransform: 'uppercase',
});

export const rewards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  margin: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const reward = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const rewardTerm = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const rewardValue = styleVariants({
  gold: {
    margin: 0,
    fontSize: vars.text.large.fontSize,
    fontWeight: vars.font.weight.strong,
    color: vars.color.game.baseCurrency,
  },
  experience: {
    margin: 0,
    fontSize: vars.text.large.fontSize,
    fontWeight: vars.font.weight.strong,
    color: vars.color.game.experience,
  },
  item: { margin: 0, fontWeight: vars.font.weight.strong, color: vars.color.text },
  honourGained: {
    margin: 0,
    fontSize: vars.text.large.fontSize,
    fontWeight: vars.font.weight.strong,
    color: vars.color.tone.positive.text,
  },
  honourLost: {
    margin: 0,
    fontSize: vars.text.large.fontSize,
    fontWeight: vars.font.weight.strong,
    color: vars.color.tone.critical.text,
  },
  honour: {
    margin: 0,
    fontSize: vars.text.large.fontSize,
    fontWeight: vars.font.weight.strong,
    color: vars.color.text,
  },
});

export const actions = style(wrapRow(vars.space.small));

export const rewardIcon = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
});

export const logLine = style({
  paddingInlineStart: vars.space.xxsmall,
});

export const logContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  verticalAlign: 'middle',
});

export const skillIcon = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});

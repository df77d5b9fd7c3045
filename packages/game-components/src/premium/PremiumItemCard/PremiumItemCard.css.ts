import { vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { artCard } from '../../shared/private/art-card.css.ts';

export const card = style({
  ...artCard,
  ...wrapWordsShrinking,
  selectors: {
    '&[data-owned="true"]': { borderColor: vars.color.tone.positive.border },
  },
});

/** The display case: the cosmetic on a mannequin, on a gem-tinted sunken backdrop. */
export const stage = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  paddingBlock: vars.space.small,
  background: `radial-gradient(circle at 50% 40%, ${vars.color.tone.brand.soft}, ${vars.color.surfaceSunken} 70%)`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const fallbackFrame = style({ width: '10rem', maxWidth: '100%' });

export const ownedBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineEnd: vars.space.xsmall,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  flexGrow: 1,
  gap: vars.space.medium,
  padding: vars.space.medium,
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

globalStyle(`${actions} > *`, { flexGrow: 1 });

const priceBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  color: vars.color.game.premiumCurrency,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const price = styleVariants({
  standard: [priceBase, { fontSize: vars.text.standard.fontSize, lineHeight: vars.text.standard.lineHeight }],
  large: [priceBase, { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight }],
});

export const gem = style({
  display: 'block',
  width: vars.space.large,
  height: vars.space.large,
  flexShrink: 0,
});

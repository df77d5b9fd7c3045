import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { style, styleVariants } from '@vanilla-extract/css';
import { shrinkColumn, wrapRow } from '../../shared/private/layout.css.ts';

/**
 * The item cards' look: the card itself (ItemCard, ShopItemCard and the empty card here all draw it: the frame,
 * compact, the rarity keyline), and the parts of item-parts.tsx (header, stats, gold). One file, so the classes
 * that meet on one element keep their order and the cascade is what it was.
 */

const rarityColor = {
  common: vars.color.game.rarityCommon,
  uncommon: vars.color.game.rarityUncommon,
  rare: vars.color.game.rarityRare,
} as const;

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  height: '100%',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderTopWidth: vars.borderWidth.keyline,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  ...wrapWordsShrinking,
});

export const compact = style({
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
});

/** The rarity frame: the card's top keyline and the picture's border in the rarity colour. */
export const rarityFrame = styleVariants(rarityColor, (color) => ({ borderTopColor: color }));
export const rarityArt = styleVariants(rarityColor, (color) => ({
  borderColor: color,
  // biome-ignore lint/plugin/noRawPx: the rarity glow of the px-sized art frame (`art`)
  boxShadow: `inset 0 0 12px color-mix(in srgb, ${color} 35%, transparent)`,
}));
export const rarityText = styleVariants(rarityColor, (color) => ({ color }));

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const headerCompact = style({
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxsmall,
});

export const art = style({
  boxSizing: 'border-box',
  flexShrink: 0,
  // biome-ignore lint/plugin/noRawPx: the art frame's width (no token names picture sizes)
  width: 72,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const artCompact = style({ width: '100%' });

export const handle = style({
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});

/** A picture that opens the item's details (a compact card with no drag handle). */
export const pressable = style({
  cursor: 'pointer',
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const titleBlock = style(shrinkColumn(vars.space.xxsmall));

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  color: vars.color.text,
});

export const nameCompact = style({
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});

/** The rarity word never breaks inside (a phone's three-column backpack is narrow): small caps only from tablet up. */
export const rarityWord = style({
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'normal',
  '@media': {
    [media.tablet]: { textTransform: 'uppercase', letterSpacing: '0.04em' },
  },
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const statTerm = style({ margin: 0, color: vars.color.textMuted });

export const statValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const negative = style({ color: vars.color.tone.critical.text });
export const positive = style({ color: vars.color.tone.positive.text });

export const noStats = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  color: vars.color.textMuted,
});

export const footer = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const money = style({
  ...wrapRow(vars.space.xxsmall),
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const moneyTerm = style({ margin: 0, color: vars.color.textMuted });

export const moneyValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  fontWeight: vars.font.weight.strong,
  color: vars.color.game.baseCurrency,
  fontVariantNumeric: 'tabular-nums',
});

export const moneyShort = style({ color: vars.color.tone.critical.text });

export const coin = style({
  display: 'block',
  width: vars.space.medium,
  height: vars.space.medium,
  flexShrink: 0,
});

export const emptyCard = style({
  borderStyle: 'dashed',
  borderTopWidth: vars.borderWidth.standard,
  background: vars.color.surface,
  boxShadow: 'none',
});

// biome-ignore lint/plugin/noRawPx: as wide as the art frame (`art`)
export const emptyArt = style({ width: 72, flexShrink: 0 });
export const emptyArtCompact = style({ width: '100%' });

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.textMuted,
});

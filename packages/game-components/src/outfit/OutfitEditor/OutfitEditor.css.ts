import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { bareList } from '../../shared/private/layout.css.ts';
import { outfitSlotList, outfitSlotRow } from '../../shared/private/outfit-slots.css.ts';
import type { OutfitPageId } from './outfit-cycling.ts';

/** Phone: preview, controls, then the sticky action bar. Tablet up: preview beside the controls. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"preview" "controls" "actions"',
  gap: vars.space.large,
  minWidth: 0,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gridTemplateAreas: '"preview controls" "actions actions"',
      alignItems: 'start',
      columnGap: vars.space.xlarge,
    },
  },
});

/**
 * The preview stays in view while the slots under it are edited: on phones it sticks to the top of
 * the screen, shrunk to under a third of its height (over an opaque band, so the slots pass under it);
 * from tablets it sticks beside the controls.
 */
export const preview = style({
  gridArea: 'preview',
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  paddingBlock: vars.space.xsmall,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      top: vars.space.medium,
      zIndex: 'auto',
      paddingBlock: 0,
      background: 'transparent',
      borderBottom: 'none',
    },
  },
});

/** The phone's sticky preview: the avatar at most this tall (its width follows at 5:6). */
const phonePreviewHeight = '30dvh';

globalStyle(`${preview} > *`, {
  maxWidth: `min(100%, calc(${phonePreviewHeight} * 5 / 6))`,
  '@media': { [media.tablet]: { maxWidth: '100%' } },
});

/** What takes the focus scrolls clear of the sticky preview above and the sticky actions below (phones). */
globalStyle(`${root} :is(button, a, input, select, [tabindex])`, {
  scrollMarginBlockStart: `calc(${phonePreviewHeight} + ${vars.space.xlarge})`,
  scrollMarginBlockEnd: vars.space.xxlarge,
  '@media': { [media.tablet]: { scrollMarginBlockStart: 0, scrollMarginBlockEnd: 0 } },
});

export const controls = style({ gridArea: 'controls', minWidth: 0 });

export const slotList = style(outfitSlotList);

export const slotRow = style({
  ...outfitSlotRow('4.5rem'),
  background: vars.color.surfaceRaised,
  ...wrapWordsShrinking,
  selectors: {
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken },
  },
});

export const position = style({
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const pageSelector = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.tone.brand.border}`,
  background: vars.color.tone.brand.soft,
});

export const pageName = style({
  textAlign: 'center',
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.display,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  color: vars.color.tone.brand.onSoft,
  ...wrapWordsShrinking,
});

export const optionGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: vars.space.xsmall,
  ...bareList,
});

export const optionButton = style({
  display: 'block',
  width: '100%',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.thick} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.tone.brand.solid,
      background: vars.color.tone.brand.soft,
    },
    '&:focus-visible': {
      outlineWidth: vars.focusRing.width,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumbFrame = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.small,
});

const thumbBase = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Each page zooms on its part of the 320 x 384 avatar canvas. */
export const thumb = styleVariants({
  eyes: [thumbBase, { transform: 'scale(3)', transformOrigin: '50% 30%' }],
  torso: [thumbBase, { transform: 'scale(1.5)', transformOrigin: '50% 55%' }],
  bottom: [thumbBase, { transform: 'scale(1.4)', transformOrigin: '50% 85%' }],
} satisfies Record<OutfitPageId, unknown>);

/** Save and back: a sticky bar at the bottom of the phone screen, a plain row from tablets up. */
export const actions = style({
  gridArea: 'actions',
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  '@media': {
    [media.tablet]: {
      position: 'static',
      display: 'flex',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      marginInline: 0,
      paddingInline: 0,
      background: 'transparent',
      boxShadow: 'none',
    },
  },
});

import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { keyframes, style } from '@vanilla-extract/css';
import { wrapRow } from '../../shared/private/layout.css.ts';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  minWidth: 0,
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});

export const headerTitle = style({
  minWidth: 0,
  flex: '1 1 auto',
  ...wrapWordsShrinking,
});

export const headerActions = style({
  ...wrapRow(vars.space.small),
  flex: '0 1 auto',
  minWidth: 0,
});

const shimmer = keyframes({
  from: { backgroundPosition: '200% 0' },
  to: { backgroundPosition: '-200% 0' },
});

export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const skeletonList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const skeletonCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const skeletonDetail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});

export const bone = style({
  display: 'block',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 0%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 100%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s linear infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' },
  },
});

export const boneArt = style({ width: '100%', aspectRatio: '16 / 9' });
export const boneSquare = style({ width: vars.controlHeight.large, height: vars.controlHeight.large, flexShrink: 0 });
export const boneDetailArt = style({
  width: '100%',
  aspectRatio: '1 / 1',
  '@media': { [media.tablet]: { width: '40%', flexShrink: 0 } },
});
export const boneTitle = style({ height: vars.text.large.lineHeight, width: '60%' });
export const boneLine = style({ height: vars.text.small.lineHeight, width: '90%' });
export const boneLineShort = style({ height: vars.text.small.lineHeight, width: '45%' });
export const boneButton = style({ height: vars.controlHeight.standard, width: '40%' });
export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});
export const detailText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, flex: 1 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  ...wrapWordsShrinking,
});

export const errorPanel = style([
  panel,
  {
    borderStyle: 'solid',
    borderTop: `${vars.borderWidth.keyline} solid ${vars.color.tone.critical.solid}`,
  },
]);

/** A screen state's icon, 1em square at the size of a large heading. */
export const glyph = style({
  display: 'flex',
  fontSize: vars.heading['2'].tablet.fontSize,
  color: vars.color.tone.brand.text,
});

export const errorGlyph = style([glyph, { color: vars.color.tone.critical.text }]);

export const helpGlyph = style({ fontWeight: vars.font.weight.strong, fontFamily: vars.font.family.display });

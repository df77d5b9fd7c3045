import { media, vars, wrapWordsShrinking } from '@rpg/design-system/css';
import { createContainer, style } from '@vanilla-extract/css';
import { keylinePanel } from '../../shared/private/keyline-panel.css.ts';
import { bareList, shrinkColumn } from '../../shared/private/layout.css.ts';

/**
 * The panel lays itself out by its own width, not the window's: it sits in a wide character
 * screen, a narrow mobile tab and the stats route alike. A stat's row goes on one line from 28rem;
 * the attributes go in two columns only where each column is that wide too (two times 28rem and the
 * gap): at 48rem, German rows of two 23rem columns broke their names mid-word (Geschicklic-hkeit).
 */
const panel = createContainer();
const wide = `${panel} (min-width: 57rem)`;
const roomy = `${panel} (min-width: 28rem)`;

export const root = style({
  ...shrinkColumn(vars.space.medium),
  padding: vars.space.medium,
  ...keylinePanel,
  boxShadow: vars.shadow.small,
  ...wrapWordsShrinking,
  containerName: panel,
  containerType: 'inline-size',
  '@media': {
    [media.tablet]: { padding: vars.space.large },
  },
});

const message = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const pointsAvailable = style([
  message,
  {
    background: vars.color.tone.positive.soft,
    color: vars.color.tone.positive.onSoft,
    border: `${vars.borderWidth.standard} solid ${vars.color.tone.positive.border}`,
  },
]);

export const noPoints = style([
  message,
  {
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  },
]);

export const statList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xsmall,
  ...bareList,
  '@container': {
    [wide]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const statRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"text add" "value value"',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@container': {
    [roomy]: {
      // The value column wraps its breakdown beyond 40% of the row, so a long one (German's "Basis 5, durch
      // Gegenstände +0") leaves the name and its description the rest.
      gridTemplateColumns: 'minmax(0, 1fr) fit-content(40%) auto',
      gridTemplateAreas: '"text value add"',
    },
  },
});

export const statText = style({
  gridArea: 'text',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const statValue = style({
  gridArea: 'value',
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  '@container': {
    [roomy]: { flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.none, textAlign: 'end' },
  },
});

export const total = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.heading['3'].phone.fontSize,
  lineHeight: vars.heading['3'].phone.lineHeight,
  fontWeight: vars.font.weight.display,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const addCell = style({
  gridArea: 'add',
});

export const combatGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxsmall,
  margin: 0,
  '@container': {
    [roomy]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.large },
  },
});

export const combatRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const combatLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const combatValue = style({
  margin: 0,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

export const note = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

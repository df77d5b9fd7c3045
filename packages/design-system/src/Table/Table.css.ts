import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';
import { wrapWords } from '../tokens/text-wrap.ts';

export const tableAligns = ['start', 'center', 'end'] as const;

/** Scrolls sideways when the table is wider than its container (phones). */
export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  selectors: {
    '&:focus-visible': {
      outlineWidth: vars.focusRing.width,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'left',
  paddingTop: vars.space.small,
  paddingBottom: vars.space.small,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  borderBottomWidth: vars.borderWidth.standard,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const row = style({});

export const cell = recipe({
  base: {
    paddingTop: vars.space.xsmall,
    paddingBottom: vars.space.xsmall,
    paddingLeft: vars.space.medium,
    paddingRight: vars.space.medium,
    borderBottomWidth: vars.borderWidth.standard,
    borderBottomStyle: 'solid',
    borderBottomColor: vars.color.border,
    verticalAlign: 'top',
    ...wrapWords,
    selectors: {
      [`${row}:last-child > &`]: { borderBottomWidth: 0 },
      [`${row}:hover > &`]: { backgroundColor: vars.color.tone.neutral.soft },
      // The reader's own row: a brand tint and a keyline down its first cell.
      [`${row}[aria-current="true"] > &`]: { backgroundColor: vars.color.tone.brand.soft },
      [`${row}[aria-current="true"] > &:first-child`]: {
        boxShadow: `inset ${vars.borderWidth.keyline} 0 0 ${vars.color.tone.brand.solid}`,
      },
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
    kind: {
      header: {
        fontWeight: vars.font.weight.strong,
        color: vars.color.textMuted,
        fontSize: vars.text.small.fontSize,
        lineHeight: vars.text.small.lineHeight,
        backgroundColor: vars.color.surfaceSunken,
        verticalAlign: 'bottom',
        whiteSpace: 'nowrap',
      },
      rowHeader: { fontWeight: vars.font.weight.strong },
      data: {},
    },
    wrap: { true: {}, false: { whiteSpace: 'nowrap' } },
  },
  defaultVariants: { align: 'start', kind: 'data', wrap: true },
});

export const empty = style({
  paddingTop: vars.space.large,
  paddingBottom: vars.space.large,
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  textAlign: 'center',
  color: vars.color.textMuted,
});

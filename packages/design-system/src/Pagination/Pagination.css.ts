import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { wrapWordsShrinking } from '../tokens/text-wrap.ts';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
});

export const status = style({
  flexGrow: 1,
  textAlign: 'center',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  ...wrapWordsShrinking,
});

export const chevron = style({ display: 'inline-flex', flexShrink: 0 });

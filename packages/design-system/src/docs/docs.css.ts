import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import { wrapAnywhere } from '../tokens/text-wrap.ts';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.small.fontSize });

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'middle',
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
  paddingRight: vars.space.medium,
  borderBottomWidth: vars.borderWidth.standard,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  ...wrapAnywhere,
});

export const code = style({ fontFamily: vars.font.family.mono });

export const swatch = style({
  display: 'block',
  width: vars.space.xxlarge,
  height: vars.space.xlarge,
  borderRadius: vars.radius.small,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
});

export const bar = style({
  display: 'block',
  height: vars.space.medium,
  backgroundColor: vars.color.tone.brand.solid,
  borderRadius: vars.radius.small,
});

export const shapeSample = style({
  width: vars.space.xxlarge,
  height: vars.space.xxlarge,
  backgroundColor: vars.color.surfaceRaised,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
});

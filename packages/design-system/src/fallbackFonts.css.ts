import { globalFontFace } from '@vanilla-extract/css';

/**
 * Stand-ins shaped like the brand faces while those download: a common system face, scaled and given
 * the brand face's ascent and descent, so text keeps its size and line breaks when Inter or Cinzel
 * arrives and nothing below it moves (layout shift). Figures measured from the fontsource files
 * against Arial / Liberation Sans and Times New Roman / Liberation Serif (metric twins): size-adjust is
 * the ratio of average letter widths (English letter frequencies, space included), the overrides
 * are the brand face's ascent and descent divided by it.
 */
export const bodyFallback = 'Inter fallback';
export const displayFallback = 'Cinzel fallback';

globalFontFace(bodyFallback, {
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  fontWeight: '400',
  sizeAdjust: '107.5%',
  ascentOverride: '90.1%',
  descentOverride: '22.4%',
  lineGapOverride: '0%',
});

globalFontFace(bodyFallback, {
  src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")',
  fontWeight: '600 700',
  sizeAdjust: '101.3%',
  ascentOverride: '95.6%',
  descentOverride: '23.8%',
  lineGapOverride: '0%',
});

globalFontFace(displayFallback, {
  src: 'local("Times New Roman Bold"), local("TimesNewRomanPS-BoldMT"), local("Liberation Serif Bold"), local("LiberationSerif-Bold")',
  fontWeight: '600 700',
  sizeAdjust: '134.2%',
  ascentOverride: '72.7%',
  descentOverride: '27.7%',
  lineGapOverride: '0%',
});

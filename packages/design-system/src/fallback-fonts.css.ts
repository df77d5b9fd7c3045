import { globalFontFace } from '@vanilla-extract/css';

/**
 * Stand-ins shaped like the brand faces while those download: a common system face, scaled and given
 * the brand face's ascent and descent, so text keeps its size and line breaks when Inter or Cinzel
 * arrives and nothing below it moves (layout shift). Figures measured from the fontsource files
 * against Arial / Liberation Sans and Times New Roman / Liberation Serif (metric twins): size-adjust is
 * the ratio of the widths of the game's own words, every string of the five languages' locale files set
 * in one line in Chromium (kerning included; the languages differ by under 1%, Cinzel's Polish by 1.5%),
 * and the overrides are the brand face's ascent and descent divided by it. English letter frequencies
 * alone, without kerning, had made Inter's stand-in 1.4% and Cinzel's 5% too wide: a Polish paragraph on
 * the home page wrapped into one more line until Inter came, and everything below it moved. Only for the letters the brand faces hold
 * (fontsource's latin and latin-ext ranges): a sign they lack, say an arrow, is drawn by the font that
 * drew it before.
 */
/** fontsource's latin and latin-ext subsets: the letters Inter and Cinzel are served with. */
const brandLetters = [
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329',
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF',
  'U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF',
].join(', ');

export const bodyFallback = 'Inter fallback';
export const displayFallback = 'Cinzel fallback';

globalFontFace(bodyFallback, {
  unicodeRange: brandLetters,
  src: 'local("Arial"), local("ArialMT"), local("Liberation Sans"), local("LiberationSans")',
  fontWeight: '400',
  sizeAdjust: '106.1%',
  ascentOverride: '91.3%',
  descentOverride: '22.7%',
  lineGapOverride: '0%',
});

globalFontFace(bodyFallback, {
  unicodeRange: brandLetters,
  src: 'local("Arial Bold"), local("Arial-BoldMT"), local("Liberation Sans Bold"), local("LiberationSans-Bold")',
  fontWeight: '600 700',
  sizeAdjust: '101.3%',
  ascentOverride: '95.6%',
  descentOverride: '23.8%',
  lineGapOverride: '0%',
});

globalFontFace(displayFallback, {
  unicodeRange: brandLetters,
  src: 'local("Times New Roman Bold"), local("TimesNewRomanPS-BoldMT"), local("Liberation Serif Bold"), local("LiberationSerif-Bold")',
  fontWeight: '600 700',
  sizeAdjust: '127.9%',
  ascentOverride: '76.3%',
  descentOverride: '29.1%',
  lineGapOverride: '0%',
});

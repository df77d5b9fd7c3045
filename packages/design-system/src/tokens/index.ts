export { baseTokens } from './base.ts';
export type { BreakpointName } from './breakpoints.ts';
export { breakpointNames, breakpointQuery, breakpoints, media, reducedMotionQuery } from './breakpoints.ts';
export { wrapAnywhere, wrapWords, wrapWordsShrinking } from './text-wrap.ts';
export type {
  FontMetrics,
  GameColorName,
  HeadingLevelName,
  SpaceName,
  TextSizeName,
  ThemeTokens,
  ToneColors,
  ToneName,
} from './types.ts';
export { gameColorNames, headingLevels, spaceNames, textSizeNames, toneNames } from './types.ts';

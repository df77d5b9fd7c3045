export { textAligns, textSizes, textTones, textWeights } from './Text.css.ts';
export type { TextAlign, TextProps, TextSize, TextTone, TextWeight } from './Text.tsx';
export { Text } from './Text.tsx';

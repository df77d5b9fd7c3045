export type { InlineAlign, InlineAlignY, InlineProps } from './Inline.tsx';
export { Inline, inlineAligns, inlineAlignYs } from './Inline.tsx';

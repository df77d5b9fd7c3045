export type { BoxProps } from './Box.tsx';
export { Box } from './Box.tsx';

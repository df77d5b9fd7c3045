export type { ChevronIconDirection, ChevronIconProps } from './ChevronIcon.tsx';
export { ChevronIcon, chevronIconDirections } from './ChevronIcon.tsx';

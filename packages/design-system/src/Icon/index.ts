export type { IconProps } from './Icon.tsx';
export { Icon } from './Icon.tsx';
export type { IconName } from './icons.ts';
export { iconNames } from './icons.ts';

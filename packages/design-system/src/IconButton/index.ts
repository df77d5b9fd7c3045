export { iconButtonSizes, iconButtonTones, iconButtonVariants } from './IconButton.css.ts';
export type { IconButtonProps, IconButtonSize, IconButtonTone, IconButtonVariant } from './IconButton.tsx';
export { IconButton } from './IconButton.tsx';

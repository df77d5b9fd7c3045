export { buttonSizes, buttonTones, buttonVariants } from './Button.css.ts';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button.tsx';
export { Button } from './Button.tsx';

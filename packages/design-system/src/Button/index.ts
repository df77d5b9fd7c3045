export { buttonSizes, buttonTones, buttonVariants } from '../private/button-styles.css.ts';
export type { ButtonProps, ButtonSize, ButtonTone, ButtonVariant } from './Button.tsx';
export { Button } from './Button.tsx';

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../themes/contract.css.ts';

// Importing the button look also puts its CSS before this file's, so `square` overrides its padding.
export {
  buttonSizes as iconButtonSizes,
  buttonTones as iconButtonTones,
  buttonVariants as iconButtonVariants,
} from '../private/button-styles.css.ts';

/** Square: as wide as it is high (the Button recipe gives colours, focus ring and states). */
export const square = recipe({
  base: { paddingLeft: 0, paddingRight: 0, paddingTop: 0, paddingBottom: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: vars.controlHeight.small, height: vars.controlHeight.small },
      standard: { width: vars.controlHeight.standard, height: vars.controlHeight.standard },
      large: { width: vars.controlHeight.large, height: vars.controlHeight.large },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const icon = recipe({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', lineHeight: 0 },
  variants: {
    size: {
      small: { fontSize: vars.text.standard.fontSize },
      standard: { fontSize: vars.text.large.fontSize },
      large: { fontSize: vars.heading['3'].phone.fontSize },
    },
  },
  defaultVariants: { size: 'standard' },
});

export const wrapper = style({ display: 'inline-flex' });

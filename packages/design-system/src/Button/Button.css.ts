import { style } from '@vanilla-extract/css';

/** The label, invisible (but still measured and named) while loading. */
export const contentHidden = style({ opacity: 0 });

export const spinnerLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

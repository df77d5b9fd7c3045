export { spinnerSizes } from '../private/SpinnerGraphic.css.ts';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner.tsx';
export { Spinner, spinnerTones } from './Spinner.tsx';

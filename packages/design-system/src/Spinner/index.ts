export { spinnerSizes } from './Spinner.css.ts';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner.tsx';
export { Spinner, spinnerTones } from './Spinner.tsx';

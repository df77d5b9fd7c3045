import { Box } from '../Box/Box.tsx';
import { spinner, type spinnerSizes } from '../Spinner/Spinner.css.ts';

/** The spinner's ring alone, hidden from assistive technology (its host announces the state). */
export function SpinnerGraphic({ size }: { size?: (typeof spinnerSizes)[number] }) {
  return <Box as="span" aria-hidden="true" className={spinner({ size })} />;
}

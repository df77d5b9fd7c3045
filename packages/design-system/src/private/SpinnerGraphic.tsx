import { cx } from './cx.ts';
import { resetClassName } from './reset-class-name.ts';
import { spinner, type spinnerSizes } from './SpinnerGraphic.css.ts';

/** The spinner's ring alone, hidden from assistive technology (its host announces the state). */
export function SpinnerGraphic({ size }: { size?: (typeof spinnerSizes)[number] }) {
  // A native span with Box's reset (what Box would render): private code sits below Box.
  return <span aria-hidden="true" className={cx(resetClassName('span'), spinner({ size }))} />;
}

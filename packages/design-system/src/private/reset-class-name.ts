import { cx } from './cx.ts';
import * as reset from './reset.css.ts';

/**
 * The reset classes Box gives an element, for the few components that render a native element
 * themselves (to pass every native prop through untouched, without Box reading them as atoms).
 */
export function resetClassName(element: string): string | undefined {
  return cx(reset.base, reset.element[element]);
}

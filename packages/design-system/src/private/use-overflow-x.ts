import { useMeasuredFlag } from './use-measured-flag.ts';

const overflowsX = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

/**
 * Whether an element's content is wider than the element (so it scrolls sideways).
 * Returns a callback ref and the flag.
 */
export function useOverflowX<E extends HTMLElement>(): [(element: E | null) => void, boolean] {
  return useMeasuredFlag<E>(overflowsX);
}

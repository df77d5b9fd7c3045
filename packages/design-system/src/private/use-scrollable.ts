import { useMeasuredFlag } from './use-measured-flag.ts';

const overflowsY = (element: HTMLElement) => element.scrollHeight > element.clientHeight;

/**
 * Whether an element's content is taller than the element (so it scrolls).
 * Returns a callback ref (the element may mount later, e.g. inside a portal) and the flag; `atOnce` as
 * useMeasuredFlag's.
 */
export function useScrollable<E extends HTMLElement>(options?: {
  atOnce?: boolean;
}): [(element: E | null) => void, boolean] {
  return useMeasuredFlag<E>(overflowsY, options);
}

import { useCallback, useEffect, useState } from 'react';

/**
 * Whether `test` holds for an element, measured when it mounts and again whenever it or one of its children
 * resizes. Returns a callback ref (the element may mount later, e.g. inside a portal) and the flag. `test`
 * must be stable (a module-level function).
 *
 * `atOnce: false` leaves the first measurement to the ResizeObserver, whose first callback comes with the
 * frame that lays the element out, after that frame's own style and layout. Measured at once in the effect,
 * a dialog's body forced a style recalculation and layout of the whole page in the middle of the dialog's
 * opening (between Radix's scroll lock and its focus, which each invalidate the page's style again): the
 * phone drawer's tap spent 50-120 ms of its 4x-CPU click task on that second recalculation. Measured at
 * once (the default), the flag is right before the first paint: a table that overflows on a phone is a
 * focusable region from its first frame.
 */
export function useMeasuredFlag<E extends HTMLElement>(
  test: (element: E) => boolean,
  { atOnce = true }: { atOnce?: boolean } = {},
): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setFlag(test(element));
    if (atOnce) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element, test, atOnce]);
  return [useCallback((node: E | null) => setElement(node), []), flag];
}

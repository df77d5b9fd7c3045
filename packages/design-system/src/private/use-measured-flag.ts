import { useCallback, useEffect, useState } from 'react';

/**
 * Whether `test` holds for an element, measured when it mounts and again whenever it or one of its children
 * resizes. Returns a callback ref (the element may mount later, e.g. inside a portal) and the flag. `test`
 * must be stable (a module-level function).
 */
export function useMeasuredFlag<E extends HTMLElement>(
  test: (element: E) => boolean,
): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setFlag(test(element));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element, test]);
  return [useCallback((node: E | null) => setElement(node), []), flag];
}

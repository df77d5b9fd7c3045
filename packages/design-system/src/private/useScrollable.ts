import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than the element (so it scrolls).
 * Returns a callback ref (the element may mount later, e.g. inside a portal) and the flag.
 */
export function useScrollable<E extends HTMLElement>(): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((node: E | null) => setElement(node), []), scrollable];
}

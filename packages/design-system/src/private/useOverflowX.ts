import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element's content is wider than the element (so it scrolls sideways).
 * Returns a callback ref and the flag.
 */
export function useOverflowX<E extends HTMLElement>(): [(element: E | null) => void, boolean] {
  const [element, setElement] = useState<E | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [element]);
  return [useCallback((node: E | null) => setElement(node), []), overflows];
}

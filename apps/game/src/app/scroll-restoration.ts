import { useLayoutEffect, useRef } from 'react';
import type { Location, NavigationType } from 'react-router';

/** Where the positions are kept across reloads of the tab (React Router's own key is for its data routers). */
const storageKey = 'rpg.scroll-positions';
/** How long a restored position waits for the page to grow tall enough (its data, its images). */
const restoreWithinMs = 2000;

const readSaved = (): Map<string, number> => {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return new Map(
      Object.entries(saved && typeof saved === 'object' ? saved : {}).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number',
      ),
    );
  } catch {
    return new Map();
  }
};

const writeSaved = (positions: Map<string, number>) => {
  try {
    // The latest entries only: a long session's history stays small.
    sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries([...positions].slice(-100))));
  } catch {
    // Storage full or refused: positions are kept for this page's life only.
  }
};

/** Scrolls to `top` once the document is tall enough, giving up after a while or when the player scrolls first. */
const restore = (top: number): (() => void) => {
  window.scrollTo(0, top);
  if (Math.abs(window.scrollY - top) < 1) return () => undefined;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of interactions) window.removeEventListener(type, stop);
  };
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  });
  const timer = setTimeout(stop, restoreWithinMs);
  const interactions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const type of interactions) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
  return stop;
};

/**
 * React Router's scroll restoration, for the declarative router the app uses (its
 * `<ScrollRestoration>` needs a data router): a new page (a push, or a replace to another path)
 * starts at the top, or at the element its hash names; Back and Forward (a pop) restore where that
 * entry was left, as does a reload. Positions are kept per history entry (location.key), in
 * sessionStorage across reloads. It acts on the page shown (`shown`, which follows the address once
 * the next page's code is in), so the page leaving does not jump while the next one loads.
 */
export const useScrollRestoration = (location: Location, shown: { location: Location; type: NavigationType }) => {
  const positions = useRef<Map<string, number> | null>(null);
  const shownKey = useRef<string | null>(null);
  const shownPath = useRef<string | null>(null);

  // The browser's own restoration would fight this one; it is given back when the page is left.
  useLayoutEffect(() => {
    positions.current ??= readSaved();
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shownKey.current !== null) positions.current?.set(shownKey.current, window.scrollY);
      });
    };
    const save = () => {
      if (shownKey.current !== null) positions.current?.set(shownKey.current, window.scrollY);
      if (positions.current) writeSaved(positions.current);
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      save();
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  // The address changed: where the page on screen was is kept before anything else moves.
  useLayoutEffect(() => {
    if (shownKey.current !== null && shownKey.current !== location.key) {
      positions.current?.set(shownKey.current, window.scrollY);
    }
  }, [location.key]);

  // The next page is on screen: put it where it belongs.
  useLayoutEffect(() => {
    const { location: at, type } = shown;
    const previous = shownKey.current;
    const previousPath = shownPath.current;
    shownKey.current = at.key;
    shownPath.current = at.pathname;
    positions.current ??= readSaved();
    if (type === 'POP') {
      const saved = positions.current.get(at.key);
      return saved === undefined ? undefined : restore(saved);
    }
    if (previous === null) return undefined;
    const target = at.hash ? elementOfHash(at.hash) : null;
    if (target) {
      target.scrollIntoView();
      return undefined;
    }
    // A replace on the same path (the ranking writing its page into the address) is the same page.
    if (type === 'REPLACE' && previousPath === at.pathname) return undefined;
    window.scrollTo(0, 0);
    return undefined;
  }, [shown]);
};

/** The hook as a component, for the router to load beside the first screen rather than in it. */
export function ScrollRestoration({
  location,
  shown,
}: {
  location: Location;
  shown: { location: Location; type: NavigationType };
}) {
  useScrollRestoration(location, shown);
  return null;
}

const elementOfHash = (hash: string): HTMLElement | null => {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
};

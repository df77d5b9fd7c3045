/**
 * Every icon of the game's UI, drawn once. Each keeps the geometry and stroke it had where it was first drawn
 * (on a 20 or 24 unit grid, strokes of 1.5, 1.75 or 2 units), so replacing a hand-drawn SVG with `<Icon>`
 * moves no pixel. A new icon goes here, not into an `<svg>` of its own in a component.
 */

/** One shape of an icon: a path, a rectangle or a circle, in the icon's own units. */
export type IconShape =
  | { d: string }
  | { x: number; y: number; width: number; height: number; rx?: number }
  | { cx: number; cy: number; r: number };

/** How its shapes are painted: filled with the current colour, or stroked with it. */
export type IconPaint = { fill: true } | { strokeWidth: number; strokeLinecap?: 'round'; strokeLinejoin?: 'round' };

export interface IconDrawing {
  /** The side of its square grid (the viewBox is `0 0 grid grid`). */
  grid: 20 | 24;
  paint: IconPaint;
  shapes: readonly IconShape[];
}

const chevron = { grid: 20, paint: { strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } } as const;
const line = { grid: 20, paint: { strokeWidth: 2, strokeLinecap: 'round' } } as const;
const filled = { grid: 20, paint: { fill: true } } as const;
const dock = { grid: 24, paint: { strokeWidth: 1.75, strokeLinecap: 'round', strokeLinejoin: 'round' } } as const;
const glyph = { grid: 24, paint: { strokeWidth: 1.5, strokeLinejoin: 'round' } } as const;

export const icons = {
  /** Previous, and the left arrow of a pager or a picker. */
  'chevron-left': { ...chevron, shapes: [{ d: 'M12.5 4.5 7 10l5.5 5.5' }] },
  /** Next, and the right arrow of a pager or a picker. */
  'chevron-right': { ...chevron, shapes: [{ d: 'M7.5 4.5 13 10l-5.5 5.5' }] },
  /** A menu that drops down (turned upside down while it is open). */
  'chevron-down': { ...chevron, shapes: [{ d: 'M5 7.5 10 12.5l5-5' }] },
  /** Back to where the player came from (before a "back to …" link's text). */
  'arrow-left': {
    grid: 20,
    paint: { strokeWidth: 1.75, strokeLinecap: 'round', strokeLinejoin: 'round' },
    shapes: [{ d: 'M16 10H4.5M9 5 4 10l5 5' }],
  },
  /** Close a drawer, dismiss a toast. */
  close: { ...line, shapes: [{ d: 'M5 5l10 10M15 5 5 15' }] },
  /** Open the menu (three bars). */
  menu: { ...line, shapes: [{ d: 'M3 5h14M3 10h14M3 15h14' }] },
  /** Start rotating (a carousel). */
  play: { ...filled, shapes: [{ d: 'M6 4.5v11a.8.8 0 0 0 1.2.7l8.6-5.5a.8.8 0 0 0 0-1.4L7.2 3.8A.8.8 0 0 0 6 4.5Z' }] },
  /** Stop rotating (a carousel). */
  pause: {
    ...filled,
    shapes: [
      { x: 5, y: 4, width: 3.5, height: 12, rx: 1 },
      { x: 11.5, y: 4, width: 3.5, height: 12, rx: 1 },
    ],
  },
  /** An `info` notice or toast: an i in a disc. */
  info: { ...filled, shapes: [{ d: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 12H9V9h2v5Zm0-7H9V5h2v2Z' }] },
  /** A `positive` notice or toast: a tick in a disc. */
  success: {
    ...filled,
    shapes: [{ d: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-1.2 11.6L5 9.8l1.4-1.4 2.4 2.4 4.8-4.8L15 7.4l-6.2 6.2Z' }],
  },
  /** A `caution` notice or toast: an ! in a triangle. */
  warning: { ...filled, shapes: [{ d: 'M10 2 1 18h18L10 2Zm1 13H9v-2h2v2Zm0-3.5H9V7h2v4.5Z' }] },
  /** A `critical` notice or toast: an ! in a disc. */
  error: { ...filled, shapes: [{ d: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 12H9v-2h2v2Zm0-3.5H9V5.5h2v5Z' }] },
  /** A list with nothing in it (an empty tray). */
  empty: { ...glyph, shapes: [{ d: 'M3 9h18v11H3zM3 9l3-5h12l3 5M9 13h6' }] },
  /** A load that failed (an ! in an outlined triangle). */
  alert: { ...glyph, shapes: [{ d: 'M12 3 2 21h20L12 3zM12 10v5M12 17.5v.5' }] },
  /** Settings (a gear). */
  settings: {
    grid: 24,
    paint: { strokeWidth: 2, strokeLinecap: 'round' },
    shapes: [
      { cx: 12, cy: 12, r: 3 },
      { d: 'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1' },
    ],
  },
  /** The hero's outfit (a tunic). */
  outfit: { ...dock, shapes: [{ d: 'M8 3l4 2 4-2 5 4-3 4-2-1v11H8V10l-2 1-3-4z' }] },
  /** The hero's sheet of stats (a scroll). */
  scroll: {
    ...dock,
    shapes: [{ d: 'M6 3h11a3 3 0 010 6h-1v10a2 2 0 01-2 2H5a2 2 0 01-2-2v-2h10V6a3 3 0 00-3-3zM8 9h5M8 13h5' }],
  },
  /** The hero's name (a quill). */
  quill: { ...dock, shapes: [{ d: 'M20 3c-6 1-11 6-13 13l-2 5 5-2c7-2 12-7 13-13zM7 16l6-6' }] },
} as const satisfies Record<string, IconDrawing>;

export type IconName = keyof typeof icons;

/** Every icon's name, in the table's order (stories and tests draw them all). */
export const iconNames = Object.keys(icons) as IconName[];

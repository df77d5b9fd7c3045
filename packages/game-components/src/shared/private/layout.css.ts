import { media } from '@rpg/design-system/css';

/**
 * The layouts most of the game's styles start from: plain style objects (or functions returning one),
 * spread first into each file's own `style()`, so each class stays in its file, its declarations and their
 * order are what they were, and the cascade does not change. What follows the spread adds to it.
 */

/** A column `gap` apart that may shrink below its content's width: a screen, a section, a card's body. */
export const shrinkColumn = (gap: string) =>
  ({
    display: 'flex',
    flexDirection: 'column',
    gap,
    minWidth: 0,
  }) as const;

/** A row that wraps, its items centred across it, `gap` apart: a header, a row of actions or facts. */
export const wrapRow = (gap: string) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap,
  }) as const;

/** A list without the browser's bullets and indent. */
export const bareList = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/**
 * A list of cards `gap` apart: one column on a phone, `tablet` columns from the tablet breakpoint and, when
 * given, `desktop` columns from the desktop one.
 */
export const cardGrid = (gap: string, tablet: number, desktop?: number) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap,
    ...bareList,
    '@media': {
      [media.tablet]: columns(tablet),
      ...(desktop === undefined ? {} : { [media.desktop]: columns(desktop) }),
    },
  }) as const;

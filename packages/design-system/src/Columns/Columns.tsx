import { createContext, type ReactNode, useContext } from 'react';
import { normalizeResponsiveValue, type ResponsiveValue } from '../atoms/responsive.ts';
import { Box } from '../Box/Box.tsx';
import { cx } from '../private/cx.ts';
import type { SpaceName } from '../tokens/types.ts';
import {
  alignY as alignYClass,
  column as columnClass,
  type columnsAlignYs,
  type columnsCollapseBelows,
  type columnWidths,
  direction,
  root,
  space as spaceClass,
} from './Columns.css.ts';

export type ColumnsAlignY = (typeof columnsAlignYs)[number];
export type ColumnsCollapseBelow = (typeof columnsCollapseBelows)[number];
export type ColumnWidth = (typeof columnWidths)[number];

const CollapseContext = createContext<ColumnsCollapseBelow | 'never'>('never');

export interface ColumnsProps {
  /** `Column` elements. */
  children: ReactNode;
  /** Space between the columns (and between the stacked columns when collapsed). */
  space: ResponsiveValue<SpaceName>;
  /** Below this breakpoint the columns stack vertically, each full width. */
  collapseBelow?: ColumnsCollapseBelow;
  /** Vertical alignment of the columns side by side. */
  alignY?: ColumnsAlignY;
}

/** Lays `Column`s side by side with even gaps; fluid columns share the space left by sized ones. */
export function Columns({ children, space, collapseBelow, alignY = 'stretch' }: ColumnsProps) {
  const collapse = collapseBelow ?? 'never';
  const spaces = normalizeResponsiveValue(space);
  return (
    <CollapseContext.Provider value={collapse}>
      <Box
        className={cx(
          root,
          direction[collapse],
          alignYClass[collapse][alignY],
          spaces.phone && spaceClass.phone[spaces.phone],
          spaces.tablet && spaceClass.tablet[spaces.tablet],
          spaces.desktop && spaceClass.desktop[spaces.desktop],
        )}
      >
        {children}
      </Box>
    </CollapseContext.Provider>
  );
}

export interface ColumnProps {
  children: ReactNode;
  /** `fluid` (default) shares the free space; `content` fits its content; fractions are of the whole row. */
  width?: ColumnWidth;
}

/** One column of `Columns`. */
export function Column({ children, width = 'fluid' }: ColumnProps) {
  const collapse = useContext(CollapseContext);
  return <Box className={columnClass[collapse][width]}>{children}</Box>;
}

import { type ReactNode, useId } from 'react';
import { Box } from '../Box/Box.tsx';
import { useOverflowX } from '../private/use-overflow-x.ts';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.ts';
import {
  caption as captionClass,
  cell,
  empty as emptyClass,
  row as rowClass,
  scroller,
  table,
  type tableAligns,
} from './Table.css.ts';

export type TableAlign = (typeof tableAligns)[number];

export interface TableColumn<Row> {
  /** Stable id of the column (the React key). */
  id: string;
  /** The column header's text. */
  header: string;
  /** What the column shows for a row. */
  cell: (row: Row) => ReactNode;
  /** `end` for numbers (aligned, tabular digits). */
  align?: TableAlign;
  /** Let the cells wrap onto several lines (default true); false keeps short values (badges, numbers) on one line. */
  wrap?: boolean;
  /** This column names the row (e.g. the hero's name): its cells are row headers (`th scope="row"`). */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** What the table shows; its accessible name. Required; hide it with `captionHidden`. */
  caption: string;
  /** Keep the caption for screen readers only (e.g. when a heading above already says it). */
  captionHidden?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  /** A stable key for each row. */
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none (e.g. "No heroes yet"). */
  emptyMessage: string;
  /** The row that is the reader's own (e.g. the player in a ranking): marked `aria-current="true"` and highlighted. */
  isCurrentRow?: (row: Row) => boolean;
}

/**
 * A data table with a caption, column headers and optional row headers. When it is wider than its
 * container (phones) it scrolls sideways inside a focusable region named by the caption,
 * so keyboard users can scroll it too.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyMessage,
  isCurrentRow,
}: TableProps<Row>) {
  const captionId = useId();
  const [scrollerRef, overflows] = useOverflowX<HTMLDivElement>();
  return (
    <Box
      ref={scrollerRef}
      className={scroller}
      {...(overflows ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table className={table}>
        <caption id={captionId} className={captionHidden ? visuallyHidden : captionClass}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cell({ align: column.align, kind: 'header' })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={emptyClass}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClass} aria-current={isCurrentRow?.(row) ? 'true' : undefined}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={cell({ align: column.align, kind: 'rowHeader', wrap: column.wrap ?? true })}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={cell({ align: column.align, wrap: column.wrap ?? true })}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Box>
  );
}

export { columnsAlignYs, columnsCollapseBelows, columnWidths } from './Columns.css.ts';
export type { ColumnProps, ColumnsAlignY, ColumnsCollapseBelow, ColumnsProps, ColumnWidth } from './Columns.tsx';
export { Column, Columns } from './Columns.tsx';

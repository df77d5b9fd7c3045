export { tableAligns } from './Table.css.ts';
export type { TableAlign, TableColumn, TableProps } from './Table.tsx';
export { Table } from './Table.tsx';

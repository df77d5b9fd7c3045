export type { PaginationProps } from './Pagination.tsx';
export { Pagination } from './Pagination.tsx';

export { ArenaList, type ArenaListProps } from './ArenaList.tsx';

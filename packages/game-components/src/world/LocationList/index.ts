export { LocationList, type LocationListProps } from './LocationList.tsx';

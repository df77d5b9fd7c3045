// The world area's names: what the package index (src/index.ts) and the other areas may import from it.
export { LocationCard, type LocationCardProps } from './LocationCard/index.ts';
export { LocationList, type LocationListProps } from './LocationList/index.ts';
export { LocationsScreen, type LocationsScreenProps } from './LocationsScreen/index.ts';

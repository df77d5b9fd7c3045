export { LocationsScreen, type LocationsScreenProps } from './LocationsScreen.tsx';

export { AdventuresScreen, type AdventuresScreenProps } from './AdventuresScreen.tsx';

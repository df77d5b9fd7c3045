export { ChangeNameScreen, type ChangeNameScreenProps } from './ChangeNameScreen.tsx';

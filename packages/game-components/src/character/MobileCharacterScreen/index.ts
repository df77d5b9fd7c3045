export { MobileCharacterScreen, type MobileCharacterScreenProps } from './MobileCharacterScreen.tsx';

export { CreateCharacterScreen, type CreateCharacterScreenProps } from './CreateCharacterScreen.tsx';

export { CharacterViewScreen, type CharacterViewScreenProps } from './CharacterViewScreen.tsx';

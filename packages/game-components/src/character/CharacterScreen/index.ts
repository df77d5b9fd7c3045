export { CharacterScreen, type CharacterScreenProps, type CharacterSettings } from './CharacterScreen.tsx';
export { hasShieldEquipped } from './has-shield.ts';

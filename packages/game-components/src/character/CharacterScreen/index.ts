export { CharacterScreen, type CharacterScreenProps, type CharacterSettings } from './CharacterScreen.tsx';
export { hasShieldEquipped } from './hasShield.ts';

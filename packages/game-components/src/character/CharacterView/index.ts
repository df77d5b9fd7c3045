export { CharacterView, type CharacterViewProps } from './CharacterView.tsx';

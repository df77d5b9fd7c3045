export { CharacterHeader, type CharacterHeaderProps } from './CharacterHeader.tsx';

export { ChangeOutfitScreen, type ChangeOutfitScreenProps } from './ChangeOutfitScreen.tsx';

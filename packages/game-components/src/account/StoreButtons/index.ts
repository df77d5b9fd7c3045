export { StoreButtons } from './StoreButtons.tsx';

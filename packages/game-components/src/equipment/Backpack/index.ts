export { Backpack, type BackpackProps } from './Backpack.tsx';

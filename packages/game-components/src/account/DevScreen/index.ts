export { type DevPage, DevScreen, type DevScreenProps, devPages } from './DevScreen.tsx';

export { QuestsScreen, type QuestsScreenProps } from './QuestsScreen.tsx';

export { ShopListScreen, type ShopListScreenProps } from './ShopListScreen.tsx';

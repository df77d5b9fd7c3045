export { ShopHelpButton, ShopList, type ShopListProps, shopHelpTopics } from './ShopList.tsx';

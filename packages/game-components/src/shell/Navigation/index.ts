export { Navigation, type NavigationProps } from './Navigation.tsx';
export {
  mobileDrawerNavItemIds,
  type NavItemId,
  navItemIds,
  signedInNavItemIds,
  signedOutNavItemIds,
} from './navItems.ts';

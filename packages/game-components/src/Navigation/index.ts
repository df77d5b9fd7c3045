export {
  type NavItem,
  Navigation,
  type NavigationLinkComponent,
  type NavigationLinkProps,
  type NavigationProps,
} from './Navigation.tsx';
export {
  mobileDrawerNavItemIds,
  type NavItemId,
  navItemIds,
  signedInNavItemIds,
  signedOutNavItemIds,
} from './navItems.ts';

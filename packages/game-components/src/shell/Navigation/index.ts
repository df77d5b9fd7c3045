export { Navigation, type NavigationProps } from './Navigation.tsx';
export {
  currentHrefAmong,
  drawerNavItemIds,
  drawerNavSections,
  gameNavSections,
  type NavItemId,
  type NavSection,
  type NavSectionId,
  navItemIds,
  navSectionIds,
  signedInNavItemIds,
  signedOutNavItemIds,
} from './nav-items.ts';

// The shell area's names (what frames every page: navigation, balance, language, footer), for the
// package index and the other areas.
export { BalanceBar, type BalanceBarProps, type BalanceEntryId, balanceEntries } from './BalanceBar/index.ts';
export { Footer } from './Footer/index.ts';
export { LanguageSelector, type LanguageSelectorProps, languageNames } from './LanguageSelector/index.ts';
export { LevelUpDialog, type LevelUpDialogProps } from './LevelUp/index.ts';
export {
  currentHrefAmong,
  drawerNavItemIds,
  drawerNavSections,
  gameNavSections,
  type NavItemId,
  Navigation,
  type NavigationProps,
  type NavSection,
  type NavSectionId,
  navItemIds,
  navSectionIds,
  signedInNavItemIds,
  signedOutNavItemIds,
} from './Navigation/index.ts';

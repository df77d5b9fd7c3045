export { BalanceBar, type BalanceBarProps, type BalanceEntryId, balanceEntries } from './BalanceBar/index.ts';
export { CharacterHeader, type CharacterHeaderProps } from './CharacterHeader/index.ts';
export {
  CreateCharacterForm,
  type CreateCharacterFormProps,
  type CreateCharacterServerError,
  createCharacterServerErrors,
} from './CreateCharacterForm/index.ts';
export { Footer } from './Footer/index.ts';
export { type GameMessages, gameNamespace, gameResources } from './i18n/resources.ts';
export { LanguageSelector, type LanguageSelectorProps, languageNames } from './LanguageSelector/index.ts';
export {
  mobileDrawerNavItemIds,
  type NavItem,
  type NavItemId,
  Navigation,
  type NavigationLinkComponent,
  type NavigationLinkProps,
  type NavigationProps,
  navItemIds,
  signedInNavItemIds,
  signedOutNavItemIds,
} from './Navigation/index.ts';

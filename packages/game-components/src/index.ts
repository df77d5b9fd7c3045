export { BalanceBar, type BalanceBarProps, type BalanceEntryId, balanceEntries } from './BalanceBar/index.ts';
export { CharacterHeader, type CharacterHeaderProps } from './CharacterHeader/index.ts';
export {
  type CreateCharacterChoice,
  CreateCharacterForm,
  type CreateCharacterFormProps,
  type CreateCharacterServerError,
  createCharacterServerErrors,
} from './CreateCharacterForm/index.ts';
export { CreateCharacterScreen, type CreateCharacterScreenProps } from './CreateCharacterScreen/index.ts';
export * from './exports/account.ts';
export * from './exports/character.ts';
export * from './exports/cosmetics.ts';
export * from './exports/equipment.ts';
export * from './exports/quests.ts';
export * from './exports/shop.ts';
export * from './exports/world.ts';
export { Footer } from './Footer/index.ts';
export {
  fragmentHrefOf,
  type GameDestination,
  GameLink,
  type GameLinkComponent,
  type GameLinkComponentProps,
  type GameLinkProps,
  GameLinkProvider,
  type GameLinkProviderProps,
  type GamePage,
  type GamePageWithId,
  gamePages,
  gamePagesWithId,
  type HrefOf,
  useGameLinkComponent,
  useHrefOf,
} from './GameLink/index.ts';
export { type GameArea, gameAreas, loadGameMessages, signedOutAreas } from './i18n/load.ts';
export { type GameMessages, gameNamespace, gameResources } from './i18n/resources.ts';
export { LanguageSelector, type LanguageSelectorProps, languageNames } from './LanguageSelector/index.ts';
export {
  mobileDrawerNavItemIds,
  type NavItemId,
  Navigation,
  type NavigationProps,
  navItemIds,
  signedInNavItemIds,
  signedOutNavItemIds,
} from './Navigation/index.ts';

// The public names of what several areas share (links, screen states, the not-enough-cash dialog);
// shared/private/ is not part of the package's API.
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
export { NotEnoughCashDialog, type NotEnoughCashDialogProps } from './NotEnoughCashDialog/index.ts';
export {
  EmptyState,
  type EmptyStateProps,
  ErrorState,
  type ErrorStateProps,
  HelpDialogButton,
  type HelpDialogButtonProps,
  LoadingState,
  type LoadingStateProps,
  type LoadingStateVariant,
  loadingStateVariants,
  ScreenHeader,
  type ScreenHeaderProps,
} from './ScreenState/index.ts';

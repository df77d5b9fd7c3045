export {
  fragmentHrefOf,
  type GameDestination,
  type GamePage,
  type GamePageWithId,
  gamePages,
  gamePagesWithId,
  type HrefOf,
} from './destinations.ts';
export {
  GameLink,
  type GameLinkComponent,
  type GameLinkComponentProps,
  type GameLinkProps,
  GameLinkProvider,
  type GameLinkProviderProps,
  useGameLinkComponent,
  useHrefOf,
} from './GameLink.tsx';

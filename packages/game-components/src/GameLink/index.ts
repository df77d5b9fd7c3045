export {
  GameLink,
  type GameLinkComponent,
  type GameLinkComponentProps,
  type GameLinkProps,
  GameLinkProvider,
  type GameLinkProviderProps,
  useGameLinkComponent,
} from './GameLink.tsx';

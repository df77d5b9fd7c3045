import { Link, type LinkTone, type LinkVariant } from '@rpg/design-system';
import { type ComponentType, createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/** What a game link hands the host's link component: the app passes a router link that renders an `<a>`. */
export interface GameLinkComponentProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export type GameLinkComponent = ComponentType<GameLinkComponentProps>;

function PlainLink({ href, className, children, onClick, 'aria-current': ariaCurrent }: GameLinkComponentProps) {
  return (
    <a href={href} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}

const GameLinkContext = createContext<GameLinkComponent>(PlainLink);

export interface GameLinkProviderProps {
  /** Renders every link inside (the app passes its router link); without a provider links are plain `<a>`. */
  component: GameLinkComponent;
  children: ReactNode;
}

/** Lets the host app route the game components' links without the components knowing the router. */
export function GameLinkProvider({ component, children }: GameLinkProviderProps) {
  return <GameLinkContext.Provider value={component}>{children}</GameLinkContext.Provider>;
}

/** The link component the host provided (a plain `<a>` by default). */
export function useGameLinkComponent(): GameLinkComponent {
  return useContext(GameLinkContext);
}

export interface GameLinkProps {
  /** The destination, a path of the spec's routes (`/shop`, `/characters/7`...). */
  href: string;
  children: ReactNode;
  /** `inline` is an underlined text link; `button` looks like a solid button (navigation, not an action). */
  variant?: LinkVariant;
  tone?: LinkTone;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A design-system Link rendered through the host's link component: every in-game link (back links, "view", player names). */
export function GameLink({ href, children, variant = 'inline', tone = 'brand', onClick }: GameLinkProps) {
  const component = useGameLinkComponent();
  return (
    <Link as={component} href={href} variant={variant} tone={tone} onClick={onClick}>
      {children}
    </Link>
  );
}

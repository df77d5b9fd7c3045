import { Link, type LinkTone, type LinkVariant } from '@rpg/design-system';
import {
  type ComponentType,
  createContext,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useMemo,
} from 'react';
import { fragmentHrefOf, type GameDestination, type HrefOf } from './destinations.ts';

/** What a game link hands the host's link component: the app passes a router link that renders an `<a>`. */
export interface GameLinkComponentProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Hover and focus: the app loads the destination's code ahead of the click. */
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
}

export type GameLinkComponent = ComponentType<GameLinkComponentProps>;

function PlainLink({ href, className, children, onClick, 'aria-current': ariaCurrent }: GameLinkComponentProps) {
  return (
    <a href={href} className={className} onClick={onClick} aria-current={ariaCurrent}>
      {children}
    </a>
  );
}

interface GameLinks {
  component: GameLinkComponent;
  hrefOf: HrefOf;
}

const GameLinkContext = createContext<GameLinks>({ component: PlainLink, hrefOf: fragmentHrefOf });

export interface GameLinkProviderProps {
  /** Renders every link inside (the app passes its router link). */
  component: GameLinkComponent;
  /** Turns a destination into its href (the app's table of paths). */
  hrefOf: HrefOf;
  children: ReactNode;
}

/**
 * The one link mechanism of the game components: the host app routes their links and owns their
 * paths; without a provider links are plain `<a>` to a fragment naming the destination.
 */
export function GameLinkProvider({ component, hrefOf, children }: GameLinkProviderProps) {
  const value = useMemo(() => ({ component, hrefOf }), [component, hrefOf]);
  return <GameLinkContext.Provider value={value}>{children}</GameLinkContext.Provider>;
}

/** The link component the host provided (a plain `<a>` by default). */
export function useGameLinkComponent(): GameLinkComponent {
  return useContext(GameLinkContext).component;
}

/** The host's destination-to-href function. */
export function useHrefOf(): HrefOf {
  return useContext(GameLinkContext).hrefOf;
}

export interface GameLinkProps {
  /** Where it leads: a page of the game, e.g. `{ page: 'shop' }` or `{ page: 'vendor', id: 18 }`. */
  to: GameDestination;
  children: ReactNode;
  /** `inline` is an underlined text link; `button` looks like a solid button (navigation, not an action). */
  variant?: LinkVariant;
  tone?: LinkTone;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A design-system Link rendered through the host's link component: every in-game link (back links, "view", player names). */
export function GameLink({ to, children, variant = 'inline', tone = 'brand', onClick }: GameLinkProps) {
  const { component, hrefOf } = useContext(GameLinkContext);
  return (
    <Link as={component} href={hrefOf(to)} variant={variant} tone={tone} onClick={onClick}>
      {children}
    </Link>
  );
}

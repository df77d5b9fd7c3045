import type { GameLinkComponentProps } from '@rpg/game-components';
import { Link } from 'react-router';
import { prefetch } from './prefetch.ts';

/** The game components' links rendered as router links that load their route's code on hover or focus. */
export const RouterLink = ({ href, children, onMouseEnter, onFocus, ...props }: GameLinkComponentProps) => (
  <Link
    to={href}
    {...props}
    onMouseEnter={(event) => {
      prefetch(href);
      onMouseEnter?.(event);
    }}
    onFocus={(event) => {
      prefetch(href);
      onFocus?.(event);
    }}
  >
    {children}
  </Link>
);

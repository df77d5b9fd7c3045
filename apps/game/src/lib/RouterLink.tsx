import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** A router link with the plain-anchor props the design system and game components expect. */
export const RouterLink = ({ href, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { href: string }) => (
  <Link to={href} {...props} />
);

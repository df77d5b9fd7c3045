import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { button, content } from '../private/button-styles.css.ts';
import { cx } from '../private/cx.ts';
import { resetClassName } from '../private/reset-class-name.ts';
import { inlineLink, type linkTones, type linkVariants } from './Link.css.ts';

export type LinkVariant = (typeof linkVariants)[number];
export type LinkTone = (typeof linkTones)[number];

type LinkOwnProps<C extends ElementType> = {
  children: ReactNode;
  /**
   * The component that renders the anchor: a router's link (anything that takes `href` or `to`
   * and renders an `<a>`). Defaults to a plain `<a>`.
   */
  as?: C;
  /** `inline` is an underlined text link; `button` looks like a solid Button (for navigation, not actions). */
  variant?: LinkVariant;
  tone?: LinkTone;
};

export type LinkProps<C extends ElementType = 'a'> = LinkOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof LinkOwnProps<C> | 'className' | 'style'>;

/** A link that works with any router: pass its link component as `as` and its props (`to`, `href`...). */
export function Link<C extends ElementType = 'a'>({
  children,
  as,
  variant = 'inline',
  tone = 'brand',
  ...rest
}: LinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  const className = cx(
    resetClassName('a'),
    variant === 'button' ? button({ variant: 'solid', tone, size: 'standard' }) : inlineLink({ tone }),
  );
  return (
    <Component {...rest} className={className}>
      {variant === 'button' ? <span className={content}>{children}</span> : children}
    </Component>
  );
}

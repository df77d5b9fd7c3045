import type { ComponentPropsWithRef, ElementType } from 'react';
import { type Sprinkles, sprinkles } from '../atoms/sprinkles.css.ts';
import { cx } from '../private/cx.ts';
import * as reset from '../private/reset.css.ts';

type BoxOwnProps<E extends ElementType> = {
  /** The element or component to render (default `div`). */
  as?: E;
  /** Box is the only component that accepts a class name (for recipes of other components). */
  className?: string;
};

export type BoxProps<E extends ElementType = 'div'> = BoxOwnProps<E> &
  Sprinkles &
  Omit<ComponentPropsWithRef<E>, keyof Sprinkles | keyof BoxOwnProps<E>>;

/**
 * The single place where atoms (token-valued style props, see `Sprinkles`) become classes.
 * Every other component renders through Box.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      atomProps[key] = value;
    } else {
      nativeProps[key] = value;
    }
  }
  const Component: ElementType = as ?? 'div';
  const elementReset = typeof Component === 'string' ? reset.element[Component] : undefined;
  return (
    <Component
      className={cx(reset.base, elementReset, sprinkles(atomProps as Sprinkles), className)}
      {...nativeProps}
    />
  );
}

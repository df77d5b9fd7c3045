import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import {
  button,
  type buttonSizes,
  type buttonTones,
  type buttonVariants,
  content,
  disabledGhost,
  icon as iconClass,
} from '../private/button-styles.css.ts';
import { cx } from '../private/cx.ts';
import { resetClassName } from '../private/reset-class-name.ts';
import { SpinnerGraphic } from '../private/SpinnerGraphic.tsx';
import { contentHidden, spinnerLayer } from './Button.css.ts';

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps
  extends Omit<ComponentPropsWithRef<'button'>, 'className' | 'style' | 'children' | 'type' | 'disabled'> {
  /** The label. */
  children: ReactNode;
  /** Prominence: `solid` for the main action, `soft` for secondary ones, `ghost` for quiet ones. */
  variant?: ButtonVariant;
  /** Meaning: `critical` for destructive actions, `positive` for confirming ones. */
  tone?: ButtonTone;
  size?: ButtonSize;
  /** Shows a spinner instead of the label (keeping the width), sets aria-busy and ignores clicks. */
  loading?: boolean;
  disabled?: boolean;
  /** An icon (ReactNode) shown before the label; decorative, so hide it from screen readers. */
  icon?: ReactNode;
  /** Take the full width of the container. */
  fullWidth?: boolean;
  /** Defaults to `button` (never submits a form by accident). */
  type?: 'button' | 'submit' | 'reset';
}

/** A button with a visible label. */
export function Button({
  children,
  variant = 'solid',
  tone = 'brand',
  size = 'standard',
  loading = false,
  disabled = false,
  icon,
  fullWidth = false,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
      className={cx(
        resetClassName('button'),
        button({ variant, tone, size, fullWidth, disabled }),
        disabled && variant === 'ghost' && disabledGhost,
      )}
    >
      <span className={cx(content, loading && contentHidden)}>
        {icon ? (
          <span className={iconClass} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </span>
      {loading ? (
        <span className={spinnerLayer}>
          <SpinnerGraphic size="small" />
        </span>
      ) : null}
    </button>
  );
}

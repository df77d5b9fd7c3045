import type { ComponentPropsWithRef, ReactNode } from 'react';
import { button, disabledGhost } from '../private/button-styles.css.ts';
import { cx } from '../private/cx.ts';
import { resetClassName } from '../private/reset-class-name.ts';
import { TooltipAnchor, type TooltipPlacement } from '../Tooltip/TooltipAnchor.tsx';
import {
  type iconButtonSizes,
  type iconButtonTones,
  type iconButtonVariants,
  icon as iconClass,
  square,
} from './IconButton.css.ts';

export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonTone = (typeof iconButtonTones)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps
  extends Omit<
    ComponentPropsWithRef<'button'>,
    'className' | 'style' | 'children' | 'type' | 'disabled' | 'aria-label' | 'aria-labelledby' | 'title'
  > {
  /** The accessible name (required: the button shows no text), e.g. "Close", "Next page". */
  label: string;
  /** The icon (ReactNode); it is hidden from screen readers, the label names the button. */
  icon: ReactNode;
  /** Prominence, as for Button. Defaults to `ghost`, the usual look of a toolbar icon. */
  variant?: IconButtonVariant;
  /** Meaning, as for Button. */
  tone?: IconButtonTone;
  size?: IconButtonSize;
  disabled?: boolean;
  /** Defaults to `button` (never submits a form by accident). */
  type?: 'button' | 'submit' | 'reset';
  /** Where the label shows as a tooltip on hover and focus. */
  tooltipPlacement?: TooltipPlacement;
}

/**
 * A square button showing only an icon. Its `label` is its accessible name and shows as a tooltip
 * on hover and focus (the tooltip is not read out again: it repeats the name).
 */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  tone = 'neutral',
  size = 'standard',
  disabled = false,
  type = 'button',
  tooltipPlacement = 'top',
  ...rest
}: IconButtonProps) {
  return (
    <TooltipAnchor content={label} placement={tooltipPlacement} describe={false}>
      <button
        {...rest}
        type={type}
        disabled={disabled}
        aria-label={label}
        className={cx(
          resetClassName('button'),
          button({ variant, tone, size, disabled }),
          square({ size }),
          disabled && variant === 'ghost' && disabledGhost,
        )}
      >
        <span className={iconClass({ size })} aria-hidden="true">
          {icon}
        </span>
      </button>
    </TooltipAnchor>
  );
}

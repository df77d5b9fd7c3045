import type { ReactElement } from 'react';
import { TooltipAnchor, type TooltipPlacement } from './TooltipAnchor.tsx';

export type { TooltipPlacement } from './TooltipAnchor.tsx';

export interface TooltipProps {
  /** The tooltip's text: a short supplementary description, read out with the trigger (aria-describedby). */
  content: string;
  /**
   * The trigger: one focusable element (a Button, a Link) that accepts `aria-describedby`.
   * Never put information only in a tooltip: touch screens have no hover.
   */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where it opens; it shifts sideways to stay on screen. */
  placement?: TooltipPlacement;
}

/**
 * A short description shown while the trigger is hovered or focused (WAI-ARIA tooltip pattern):
 * wired with aria-describedby, hoverable, dismissed with Escape.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  return (
    <TooltipAnchor content={content} placement={placement} describe>
      {children}
    </TooltipAnchor>
  );
}

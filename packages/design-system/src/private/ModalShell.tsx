import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { usePortalThemeClassName } from '../themes/ThemeProvider.tsx';
import { overlay } from './ModalShell.css.ts';
import { useScrollable } from './use-scrollable.ts';

export interface ModalShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's class (its layout and look). */
  contentClassName: string;
  /** Whether the content has a `RadixDialog.Description`; without one, no aria-describedby is set. */
  described: boolean;
  /** The panel's content: its Title (and Description), body and buttons. */
  children: ReactNode;
}

/**
 * The modal panel of Dialog and Drawer (Radix Dialog): the portal in the current theme, the overlay and
 * the panel. Radix returns focus to its own Trigger; these panels are controlled and have none, so it
 * remembers what had focus when it opened (the opener) and gives focus back to it.
 */
export function ModalShell({ open, onOpenChange, contentClassName, described, children }: ModalShellProps) {
  const themeClassName = usePortalThemeClassName();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className={themeClassName}>
          <RadixDialog.Overlay className={overlay} />
          {/* Radix hides the rest of the page from assistive technology; aria-modal says so to those that
              read it instead (and the visual suite shoots an open modal at the viewport it covers). */}
          <RadixDialog.Content
            className={contentClassName}
            aria-modal
            onOpenAutoFocus={() => {
              returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              const opener = returnFocusTo.current;
              if (opener?.isConnected) {
                event.preventDefault();
                opener.focus();
              }
              returnFocusTo.current = null;
            }}
            {...(described ? {} : { 'aria-describedby': undefined })}
          >
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A panel's body: when its content scrolls, it becomes a focusable region named `label`, so keyboard users can scroll it. */
export function ModalScrollRegion({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  // Measured once the panel is laid out, not in the middle of its opening (useMeasuredFlag's atOnce).
  const [ref, scrolls] = useScrollable<HTMLDivElement>({ atOnce: false });
  return (
    <div ref={ref} className={className} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </div>
  );
}

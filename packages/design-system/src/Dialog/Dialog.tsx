import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { Button } from '../Button/Button.tsx';
import { heading } from '../Heading/Heading.css.ts';
import { cx } from '../private/cx.ts';
import { useScrollable } from '../private/useScrollable.ts';
import { text } from '../Text/Text.css.ts';
import { usePortalThemeClassName } from '../themes/ThemeProvider.tsx';
import {
  body,
  content,
  description as descriptionClass,
  type dialogSizes,
  footer,
  header,
  overlay,
  title as titleClass,
} from './Dialog.css.ts';

export type DialogSize = (typeof dialogSizes)[number];

export interface DialogProps {
  open: boolean;
  /** Called with false when the dialog asks to close (Escape, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** A line under the title, read out with it. */
  description?: string;
  children?: ReactNode;
  /** Text of the close button (e.g. "Close", "Cancel"). */
  closeLabel: string;
  /** More buttons after the close button (the primary action last: rightmost, or topmost on phones). */
  actions?: ReactNode;
  /** Width from tablets up; on phones the dialog is a full-width sheet. */
  size?: DialogSize;
}

/**
 * A modal dialog (Radix Dialog): traps focus, closes on Escape, returns focus to what opened it.
 * It renders in a portal: inside a `ThemeProvider` it keeps the provider's theme,
 * otherwise it relies on the theme class being on `<body>` (or `<html>`).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel,
  actions,
  size = 'standard',
}: DialogProps) {
  const themeClassName = usePortalThemeClassName();
  // Radix returns focus to its own Trigger; this dialog is controlled and has none, so it
  // remembers what had focus when it opened (the opener) and gives focus back to it.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [bodyRef, bodyScrolls] = useScrollable<HTMLDivElement>();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className={themeClassName}>
          <RadixDialog.Overlay className={overlay} />
          <RadixDialog.Content
            className={content({ size })}
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
            {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          >
            <div className={header}>
              <RadixDialog.Title className={cx(heading({ level: 3 }), titleClass)}>{title}</RadixDialog.Title>
              {description !== undefined ? (
                <RadixDialog.Description className={cx(text({ size: 'standard' }), descriptionClass)}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            {children !== undefined ? (
              // When the content scrolls, the region takes focus so keyboard users can scroll it.
              <div
                ref={bodyRef}
                className={body}
                {...(bodyScrolls ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
              >
                {children}
              </div>
            ) : null}
            <div className={footer}>
              <RadixDialog.Close asChild>
                <Button variant="soft" tone="neutral">
                  {closeLabel}
                </Button>
              </RadixDialog.Close>
              {actions}
            </div>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { heading } from '../Heading/Heading.css.ts';
import { cx } from '../private/cx.ts';
import { ModalScrollRegion, ModalShell } from '../private/ModalShell.tsx';
import { text } from '../Text/Text.css.ts';
import {
  body,
  content,
  description as descriptionClass,
  type dialogSizes,
  footer,
  header,
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
  return (
    <ModalShell
      open={open}
      onOpenChange={onOpenChange}
      contentClassName={content({ size })}
      described={description !== undefined}
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
        <ModalScrollRegion className={body} label={title}>
          {children}
        </ModalScrollRegion>
      ) : null}
      <div className={footer}>
        <RadixDialog.Close asChild>
          <Button variant="soft" tone="neutral">
            {closeLabel}
          </Button>
        </RadixDialog.Close>
        {actions}
      </div>
    </ModalShell>
  );
}

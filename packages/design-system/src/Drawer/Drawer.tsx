import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { heading } from '../Heading/Heading.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../private/cx.ts';
import { useScrollable } from '../private/useScrollable.ts';
import { text } from '../Text/Text.css.ts';
import { usePortalThemeClassName } from '../themes/ThemeProvider.tsx';
import {
  body,
  content,
  description as descriptionClass,
  type drawerSides,
  type drawerSizes,
  header,
  overlay,
  title as titleClass,
  titles,
} from './Drawer.css.ts';

export type DrawerSide = (typeof drawerSides)[number];
export type DrawerSize = (typeof drawerSizes)[number];

export interface DrawerProps {
  open: boolean;
  /** Called with false when the drawer asks to close (Escape, the close button, a click outside). */
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading and accessible name (e.g. "Menu"). */
  title: string;
  /** A line under the title, read out with it. */
  description?: string;
  /** Accessible name of the close button (it shows an ✕ icon and the name as a tooltip). */
  closeLabel: string;
  /** The panel's content (e.g. the navigation links). */
  children: ReactNode;
  /** The edge it slides in from. */
  side?: DrawerSide;
  /** Width from tablets up; on phones it leaves a strip of the page visible. */
  size?: DrawerSize;
}

const CloseIcon = () => (
  <svg
    viewBox="0 0 20 20"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M5 5l10 10M15 5 5 15" strokeLinecap="round" />
  </svg>
);

/**
 * A modal side sheet (Radix Dialog): the mobile navigation's panel. Traps focus, closes on
 * Escape or a click outside, returns focus to what opened it.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  side = 'left',
  size = 'standard',
}: DrawerProps) {
  const themeClassName = usePortalThemeClassName();
  // As in Dialog: controlled without a Radix Trigger, so remember the opener and give focus back.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const [bodyRef, bodyScrolls] = useScrollable<HTMLDivElement>();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className={themeClassName}>
          <RadixDialog.Overlay className={overlay} />
          <RadixDialog.Content
            className={content({ side, size })}
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
              <div className={titles}>
                <RadixDialog.Title className={cx(heading({ level: 4 }), titleClass)}>{title}</RadixDialog.Title>
                {description !== undefined ? (
                  <RadixDialog.Description className={cx(text({ size: 'small' }), descriptionClass)}>
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel} icon={<CloseIcon />} tooltipPlacement="bottom" />
              </RadixDialog.Close>
            </div>
            <div
              ref={bodyRef}
              className={body}
              {...(bodyScrolls ? { tabIndex: 0, role: 'region', 'aria-label': title } : {})}
            >
              {children}
            </div>
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

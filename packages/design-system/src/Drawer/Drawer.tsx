import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { heading } from '../Heading/Heading.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { cx } from '../private/cx.ts';
import { ModalScrollRegion, ModalShell } from '../private/ModalShell.tsx';
import { text } from '../Text/Text.css.ts';
import {
  body,
  content,
  description as descriptionClass,
  type drawerSides,
  type drawerSizes,
  header,
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
  return (
    <ModalShell
      open={open}
      onOpenChange={onOpenChange}
      contentClassName={content({ side, size })}
      described={description !== undefined}
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
          <IconButton label={closeLabel} icon={<Icon name="close" />} tooltipPlacement="bottom" />
        </RadixDialog.Close>
      </div>
      <ModalScrollRegion className={body} label={title}>
        {children}
      </ModalScrollRegion>
    </ModalShell>
  );
}

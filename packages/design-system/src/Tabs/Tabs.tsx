import * as RadixTabs from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';
import { Box } from '../Box/Box.tsx';
import { cx } from '../private/cx.ts';
import { resetClassName } from '../private/reset-class-name.ts';
import { list, panel, root, tab } from './Tabs.css.ts';

export interface TabsItem {
  /** Stable id, passed to `onChange` and matched by `selectedId`. */
  id: string;
  /** The tab's text. */
  label: string;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** A tab that cannot be selected (skipped by the arrow keys). */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tab list's accessible name (e.g. "Inventory sections"). */
  label: string;
  items: readonly TabsItem[];
  /** The selected tab (controlled). Leave undefined to let Tabs keep it. */
  selectedId?: string;
  /** The tab selected first when uncontrolled (default: the first enabled tab). */
  defaultSelectedId?: string;
  /** Called with the id of the newly selected tab. */
  onChange?: (id: string) => void;
}

/**
 * Tabs per the WAI-ARIA Authoring Practices, on Radix Tabs: one tab stop (roving tabindex), Left/Right
 * arrows (wrapping), Home and End move and select at once (automatic activation); Tab moves into the panel.
 * Selection stays this component's: a `selectedId` that names no enabled tab shows the first enabled one.
 */
export function Tabs({ label, items, selectedId: selectedIdProp, defaultSelectedId, onChange }: TabsProps) {
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? firstEnabled);
  const wanted = selectedIdProp ?? uncontrolledId;
  const selectedId = items.some((item) => item.id === wanted && !item.disabled) ? wanted : firstEnabled;

  const select = (id: string) => {
    if (selectedIdProp === undefined) setUncontrolledId(id);
    if (id !== selectedId) onChange?.(id);
  };

  // A tab list without tabs is invalid ARIA: render nothing.
  if (items.length === 0) return null;

  return (
    <RadixTabs.Root value={selectedId ?? ''} onValueChange={select} activationMode="automatic" asChild>
      <Box className={root}>
        <RadixTabs.List aria-label={label} loop asChild>
          <Box className={list}>
            {items.map((item) => (
              <RadixTabs.Trigger
                key={item.id}
                value={item.id}
                disabled={item.disabled}
                className={cx(resetClassName('button'), tab)}
              >
                {item.label}
              </RadixTabs.Trigger>
            ))}
          </Box>
        </RadixTabs.List>
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            // Every panel is in the page (each tab's aria-controls names one); only the selected one has content.
            <RadixTabs.Content key={item.id} value={item.id} forceMount asChild>
              <Box className={panel} hidden={!selected}>
                {selected ? item.content : null}
              </Box>
            </RadixTabs.Content>
          );
        })}
      </Box>
    </RadixTabs.Root>
  );
}

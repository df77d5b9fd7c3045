import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Box } from '../Box/Box.tsx';
import { cx } from '../private/cx.ts';
import { resetClassName } from '../private/resetClassName.ts';
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
 * Tabs per the WAI-ARIA Authoring Practices: one tab stop (roving tabindex), Left/Right arrows
 * (wrapping), Home and End move and select at once (automatic activation); Tab moves into the panel.
 */
export function Tabs({ label, items, selectedId: selectedIdProp, defaultSelectedId, onChange }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolledId, setUncontrolledId] = useState(defaultSelectedId ?? firstEnabled);
  const wanted = selectedIdProp ?? uncontrolledId;
  const selectedId = items.some((item) => item.id === wanted && !item.disabled) ? wanted : firstEnabled;

  const select = (id: string) => {
    if (selectedIdProp === undefined) setUncontrolledId(id);
    if (id !== selectedId) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.map((item, index) => ({ item, index })).filter(({ item }) => !item.disabled);
    if (enabled.length === 0) return;
    const current = enabled.findIndex(({ item }) => item.id === selectedId);
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = (current + 1) % enabled.length;
        break;
      case 'ArrowLeft':
        next = (current - 1 + enabled.length) % enabled.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    const target = enabled[next];
    if (!target) return;
    select(target.item.id);
    tabRefs.current[target.index]?.focus();
  };

  // A tab list without tabs is invalid ARIA: render nothing.
  if (items.length === 0) return null;

  return (
    <Box className={root}>
      <Box role="tablist" aria-label={label} aria-orientation="horizontal" className={list} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
              className={cx(resetClassName('button'), tab)}
            >
              {item.label}
            </button>
          );
        })}
      </Box>
      {items.map((item, index) => {
        const selected = item.id === selectedId;
        return (
          <Box
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            hidden={!selected}
            tabIndex={0}
            className={panel}
          >
            {selected ? item.content : null}
          </Box>
        );
      })}
    </Box>
  );
}

import type { InventoryGameItem, MoveTarget, Outfit } from '@rpg/contracts';
import { MainInventoryType } from '@rpg/contracts';
import { Tabs } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { Backpack } from '../Backpack/index.ts';
import { InventoryPanel } from '../InventoryPanel/index.ts';
import type { ItemDragHandleProps } from '../ItemCard/index.ts';
import { type BoardBindings, BoardContext, type DropState } from '../private/board-context.ts';
import {
  itemAt,
  keepUnchanged,
  type MovePlan,
  parseSlotKey,
  planEquip,
  planMove,
  planUnequip,
  type SlotRef,
  sameSlot,
  slotIdOf,
  slotKey,
  targetOf,
  toModel,
  toMoveTarget,
} from '../private/inventory-model.ts';
import * as styles from './EquipmentBoard.css.ts';

export type EquipmentBoardLayout = 'auto' | 'tabs' | 'columns';

/**
 * A change of the inventory the player asked for, with the inventory it will give (`predicted`):
 * the host shows the prediction at once (its optimistic cache) and replaces it with the server's
 * answer, or rolls it back. A rejected Promise tells the board the change failed (it says so).
 */
export type InventoryAction = (item: InventoryGameItem, predicted: readonly InventoryGameItem[]) => unknown;

export interface EquipmentBoardProps {
  /** The inventory list: the four equipment slots and the backpack positions, empty slots included. */
  items: readonly InventoryGameItem[];
  /** The character's look, for the avatar and the look-only slots. */
  outfit?: Outfit;
  /** The avatar's accessible name. */
  characterName?: string;
  /** Draws the avatar beside the slots (default true; false where the page shows the avatar already). */
  showAvatar?: boolean;
  /** Drag and drop (pointer or keyboard): the item, where it goes (the contract's MoveTarget) and the inventory after it. */
  onMove?: (item: InventoryGameItem, target: MoveTarget, predicted: readonly InventoryGameItem[]) => unknown;
  /** A backpack item was clicked or its Equip button pressed. */
  onEquip?: InventoryAction;
  /** An equipped item was clicked or its Unequip button pressed. */
  onUnequip?: InventoryAction;
  /** The level of the two panels' headings (default 2). */
  headingLevel?: 2 | 3;
  /** `tabs` (phones) or `columns`; `auto` (default) picks tabs below 740 px. */
  layout?: EquipmentBoardLayout;
}

const tabletQuery = '(min-width: 740px)';
const subscribeWide = (onChange: () => void) => {
  const query = window.matchMedia(tabletQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isWide = () => window.matchMedia(tabletQuery).matches;

/** No slot is lit up while nothing is dragged. */
const noDropState = (): DropState | undefined => undefined;

/** Pixels the pointer must travel before a press becomes a drag (a shorter press is a click). */
const dragThreshold = 6;

interface PointerDrag {
  item: InventoryGameItem;
  origin: SlotRef;
  pointerId: number;
  startX: number;
  startY: number;
  active: boolean;
}

interface DragView {
  item: InventoryGameItem;
  origin: SlotRef;
  over: SlotRef | null;
  x?: number;
  y?: number;
  keyboard: boolean;
}

/**
 * The equipment and the backpack with drag and drop between them. Pointer drag (mouse,
 * touch, pen) with a preview and highlighted drop targets; or the keyboard: focus an item,
 * Space/Enter picks it up, arrows choose the slot, Space/Enter drops, Escape cancels, each
 * step announced. Clicking an item equips or takes it off. Moves that do not fit are refused
 * with a message. The board shows `items` as given: it hands each change out with the inventory
 * it predicts, and the host (its data cache) shows it at once and rolls it back on a refusal.
 * On phones the two parts are tabs.
 */
export function EquipmentBoard({
  items,
  outfit,
  characterName,
  showAvatar = true,
  onMove,
  onEquip,
  onUnequip,
  headingLevel = 2,
  layout = 'auto',
}: EquipmentBoardProps) {
  const { t, language } = useGameTranslation();
  const instructionsId = useId();
  const boardRef = useRef<HTMLDivElement>(null);
  const wideViewport = useSyncExternalStore(subscribeWide, isWide, () => true);
  const wide = layout === 'auto' ? wideViewport : layout === 'columns';

  // The items as shown: an entry that did not change keeps its object (a server's reply copies them all),
  // so its slot does not draw again.
  const kept = useRef(items);
  const shown = useMemo(() => {
    kept.current = keepUnchanged(kept.current, items);
    return kept.current;
  }, [items]);
  // The latest items and host callbacks, for callbacks that outlive a render (pointer and keyboard handlers):
  // these stay the same functions whatever the host passes, so the slots need not draw again.
  const latest = useRef({ shown, onMove, onEquip, onUnequip });
  latest.current = { shown, onMove, onEquip, onUnequip };

  const [status, setStatus] = useState<{ text: string; critical: boolean }>({ text: '', critical: false });
  const announce = useCallback((text: string, critical = false) => setStatus({ text, critical }), []);

  const [drag, setDrag] = useState<DragView | null>(null);
  const dragRef = useRef<DragView | null>(null);
  dragRef.current = drag;
  const pointer = useRef<PointerDrag | null>(null);
  const suppressClick = useRef(false);
  const [focusId, setFocusId] = useState<number | null>(null);

  const slotName = useCallback(
    (ref: SlotRef) =>
      ref.kind === 'equipment'
        ? t(`equipment.inventory.slots.${slotIdOf[ref.slot]}`)
        : t('equipment.backpack.slot', { position: formatNumber(ref.position + 1, language) }),
    [t, language],
  );

  /** Hands a plan to the host and announces it; refusals are announced and nothing is called. */
  const apply = useCallback(
    (plan: MovePlan, success: string, call: (predicted: readonly InventoryGameItem[]) => unknown): boolean => {
      if (!plan.ok) {
        if (plan.reason === 'refused') {
          announce(t('equipment.board.refused', { name: plan.item.name, slot: slotName(plan.slot) }), true);
        } else if (plan.reason === 'full') {
          announce(t('equipment.board.backpackFull'), true);
        }
        return false;
      }
      announce(success);
      const result = call(plan.items);
      if (result instanceof Promise) result.catch(() => announce(t('equipment.board.failed'), true));
      return true;
    },
    [announce, slotName, t],
  );

  const moveTo = useCallback(
    (item: InventoryGameItem, target: SlotRef) => {
      const plan = planMove(latest.current.shown, item, target);
      if (!plan.ok && plan.reason === 'same') {
        announce(t('equipment.board.cancelled', { name: item.name }));
        return;
      }
      const moved = apply(plan, t('equipment.board.dropped', { slot: slotName(target) }), (predicted) =>
        latest.current.onMove?.(item, toMoveTarget(targetOf(target)), predicted),
      );
      if (moved) setFocusId(item.id);
    },
    [announce, apply, slotName, t],
  );

  const toggle = useCallback(
    (item: InventoryGameItem) => {
      if (item.mainInventoryType === MainInventoryType.Backpack) {
        apply(planEquip(latest.current.shown, item), t('equipment.board.equipped', { name: item.name }), (predicted) =>
          latest.current.onEquip?.(item, predicted),
        );
      } else {
        apply(
          planUnequip(latest.current.shown, item),
          t('equipment.board.unequipped', { name: item.name }),
          (predicted) => latest.current.onUnequip?.(item, predicted),
        );
      }
    },
    [apply, t],
  );

  // After a keyboard or pointer drop, focus follows the item to its new slot.
  useEffect(() => {
    if (focusId === null) return;
    const handle = boardRef.current?.querySelector<HTMLElement>(`[data-item-handle="${focusId}"]`);
    handle?.focus({ preventScroll: true });
    setFocusId(null);
  }, [focusId]);

  const slotAt = useCallback((x: number, y: number): SlotRef | null => {
    const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-slot]');
    if (!element || !boardRef.current?.contains(element)) return null;
    return parseSlotKey(element.dataset.dropSlot) ?? null;
  }, []);

  const dropTargets = useCallback(
    (): SlotRef[] =>
      Array.from(boardRef.current?.querySelectorAll<HTMLElement>('[data-drop-slot]') ?? []).flatMap((element) => {
        const ref = parseSlotKey(element.dataset.dropSlot);
        return ref ? [ref] : [];
      }),
    [],
  );

  const describeSlot = useCallback(
    (ref: SlotRef) => {
      const occupant = itemAt(toModel(latest.current.shown), ref);
      return occupant
        ? t('equipment.board.overOccupied', { slot: slotName(ref), name: occupant.name })
        : t('equipment.board.over', { slot: slotName(ref) });
    },
    [slotName, t],
  );

  /** A handle's props: its pointer and keyboard handlers read the drag and the items when they run. */
  const createHandleProps = useCallback(
    (item: InventoryGameItem, origin: SlotRef): ItemDragHandleProps => ({
      role: 'button',
      tabIndex: 0,
      'aria-label': t('equipment.board.handle', { name: item.name }),
      'aria-describedby': instructionsId,
      'data-item-handle': item.id,
      onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
        if (event.button !== 0 || dragRef.current?.keyboard) return;
        pointer.current = {
          item,
          origin,
          pointerId: event.pointerId,
          startX: event.clientX,
          startY: event.clientY,
          active: false,
        };
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A synthetic pointer cannot be captured; the drag still works while it stays over the handle.
        }
      },
      onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
        const current = pointer.current;
        if (!current || current.pointerId !== event.pointerId) return;
        const distance = Math.hypot(event.clientX - current.startX, event.clientY - current.startY);
        if (!current.active && distance < dragThreshold) return;
        if (!current.active) {
          current.active = true;
          announce(t('equipment.board.pickedUp', { name: item.name }));
        }
        event.preventDefault();
        setDrag({
          item: current.item,
          origin: current.origin,
          over: slotAt(event.clientX, event.clientY),
          x: event.clientX,
          y: event.clientY,
          keyboard: false,
        });
      },
      onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
        const current = pointer.current;
        if (!current || current.pointerId !== event.pointerId) return;
        pointer.current = null;
        if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
          event.currentTarget.releasePointerCapture(event.pointerId);
        }
        if (!current.active) return;
        suppressClick.current = true;
        window.setTimeout(() => {
          suppressClick.current = false;
        }, 0);
        setDrag(null);
        const over = slotAt(event.clientX, event.clientY);
        if (over) moveTo(current.item, over);
        else announce(t('equipment.board.cancelled', { name: current.item.name }));
      },
      // The browser's own drag of the item's picture would cancel the pointer drag (pointercancel).
      onDragStart: (event) => event.preventDefault(),
      onPointerCancel: () => {
        if (pointer.current?.active) announce(t('equipment.board.cancelled', { name: item.name }));
        pointer.current = null;
        setDrag(null);
      },
      onClick: () => {
        if (suppressClick.current || dragRef.current) return;
        toggle(item);
      },
      onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
        const current = dragRef.current;
        const key = event.key;
        if (!current) {
          if (key === ' ' || key === 'Enter') {
            event.preventDefault();
            setDrag({ item, origin, over: origin, keyboard: true });
            announce(t('equipment.board.pickedUp', { name: item.name }));
          }
          return;
        }
        if (!current.keyboard) return;
        if (key === 'Escape') {
          event.preventDefault();
          setDrag(null);
          announce(t('equipment.board.cancelled', { name: current.item.name }));
        } else if (key === ' ' || key === 'Enter') {
          event.preventDefault();
          setDrag(null);
          if (current.over) moveTo(current.item, current.over);
        } else if (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'].includes(key)) {
          event.preventDefault();
          const targets = dropTargets();
          if (targets.length === 0) return;
          const index = targets.findIndex((ref) => sameSlot(ref, current.over));
          const step = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
          const next = targets[(index + step + targets.length) % targets.length] ?? targets[0];
          if (!next) return;
          setDrag({ ...current, over: next });
          announce(describeSlot(next));
          boardRef.current
            ?.querySelector(`[data-drop-slot="${slotKey(next)}"]`)
            ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
        }
      },
      onBlur: () => {
        const current = dragRef.current;
        if (current?.keyboard && current.item.id === item.id) {
          setDrag(null);
          announce(t('equipment.board.cancelled', { name: item.name }));
        }
      },
    }),
    [announce, describeSlot, dropTargets, instructionsId, moveTo, slotAt, t, toggle],
  );

  // The same props object for an item as long as it stays in its slot (and the words stay), so its card
  // does not draw again.
  const handleProps = useMemo(() => {
    const handles = new WeakMap<InventoryGameItem, Map<string, ItemDragHandleProps>>();
    return (item: InventoryGameItem, origin: SlotRef): ItemDragHandleProps => {
      const bySlot = handles.get(item) ?? new Map<string, ItemDragHandleProps>();
      handles.set(item, bySlot);
      const key = slotKey(origin);
      const made = bySlot.get(key) ?? createHandleProps(item, origin);
      bySlot.set(key, made);
      return made;
    };
  }, [createHandleProps]);

  // Only a drag lights slots up: without one, the same function for every render.
  const dropState = useMemo(() => {
    if (!drag) return noDropState;
    const fits = (target: SlotRef) => {
      const plan = planMove(shown, drag.item, target);
      return plan.ok || plan.reason === 'same';
    };
    return (ref: SlotRef): DropState | undefined => {
      if (sameSlot(ref, drag.over)) return fits(ref) ? 'valid' : 'invalid';
      if (sameSlot(ref, drag.origin)) return 'origin';
      return fits(ref) ? 'candidate' : undefined;
    };
  }, [drag, shown]);

  const draggingId = drag && !drag.keyboard ? drag.item.id : null;
  const bindings = useMemo<BoardBindings>(
    () => ({ handleProps, dropState, draggingId }),
    [handleProps, dropState, draggingId],
  );

  const model = useMemo(() => toModel(shown), [shown]);
  const backpackUsed = model.backpack.filter(Boolean).length;

  const panel = (
    <InventoryPanel
      items={shown}
      outfit={outfit}
      characterName={characterName}
      showAvatar={showAvatar}
      onUnequip={toggle}
      headingLevel={headingLevel}
    />
  );
  const backpack = <Backpack items={shown} onEquip={toggle} headingLevel={headingLevel} />;

  return (
    <BoardContext.Provider value={bindings}>
      <div
        ref={boardRef}
        className={styles.board}
        data-layout={wide ? 'columns' : 'tabs'}
        data-backpack-used={backpackUsed}
      >
        <p id={instructionsId} className={styles.instructions}>
          {t('equipment.board.instructions')}
        </p>
        {wide ? (
          <div className={styles.columns}>
            {panel}
            {backpack}
          </div>
        ) : (
          <Tabs
            label={t('equipment.board.tabsLabel')}
            items={[
              { id: 'equipment', label: t('equipment.board.tabEquipment'), content: panel },
              { id: 'backpack', label: t('equipment.board.tabBackpack'), content: backpack },
            ]}
          />
        )}
        <p role="status" aria-live="polite" className={cx(styles.status, status.critical && styles.statusCritical)}>
          {status.text}
        </p>
        {drag && !drag.keyboard && drag.x !== undefined && drag.y !== undefined ? (
          <div
            className={styles.preview}
            aria-hidden="true"
            data-drag-preview=""
            style={{ transform: `translate(${drag.x - 32}px, ${drag.y - 32}px)` }}
          >
            <img
              className={styles.previewImage}
              src={drag.item.imagePath === '' ? fallbacks.item.path : drag.item.imagePath}
              alt=""
            />
          </div>
        ) : null}
      </div>
    </BoardContext.Provider>
  );
}

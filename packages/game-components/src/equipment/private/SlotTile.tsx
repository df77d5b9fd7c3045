import type { InventoryGameItem } from '@rpg/contracts';
import { VisuallyHidden } from '@rpg/design-system';
import { memo, useContext } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { type ItemAction, ItemCard, type ItemCardContext } from '../ItemCard/index.ts';
import { SlotPlaceholder, type SlotPlaceholderSlot } from '../SlotPlaceholder/index.ts';
import { BoardContext } from './board-context.ts';
import { type SlotRef, sameSlot, slotKey } from './inventory-model.ts';
import * as styles from './SlotTile.css.ts';

export interface SlotTileProps {
  slot: SlotRef;
  label: string;
  hideLabel?: boolean;
  item: InventoryGameItem | undefined;
  context: ItemCardContext;
  /** The item equipped in the item's slot, for a backpack item's comparison (`null`: that slot is empty). */
  compareWith?: InventoryGameItem | null;
  onEquip?: ItemAction;
  onUnequip?: ItemAction;
  placeholder: SlotPlaceholderSlot;
  placeholderLabel: string;
  headingLevel: 3 | 4;
}

/** The card of a slot: it draws again only when its props change (not when the slot's drop highlight does). */
const SlotItemCard = memo(ItemCard);

/**
 * Whether a tile would draw the same: every prop the same value, the slot compared by what it names (the
 * panels pass it as a new object in each render).
 */
const sameTileProps = (a: SlotTileProps, b: SlotTileProps) => {
  const keys = Object.keys(b) as (keyof SlotTileProps)[];
  return (
    keys.length === Object.keys(a).length &&
    keys.every((key) => (key === 'slot' ? sameSlot(a.slot, b.slot) : Object.is(a[key], b[key])))
  );
};

/**
 * One equipment slot or backpack position: the item (compact card) or the empty slot's placeholder. After
 * a move only the tiles whose props changed draw again (and, during a drag, the tiles for their highlight).
 */
export const SlotTile = memo(function SlotTile({
  slot,
  label,
  hideLabel = false,
  item,
  context,
  compareWith,
  onEquip,
  onUnequip,
  placeholder,
  placeholderLabel,
  headingLevel,
}: SlotTileProps) {
  const board = useContext(BoardContext);
  const state = board?.dropState(slot);
  return (
    <li
      className={cx(styles.slot, state && styles.dropState[state])}
      data-drop-slot={slotKey(slot)}
      data-drop-state={state}
    >
      {hideLabel ? (
        item ? (
          <VisuallyHidden>{label}</VisuallyHidden>
        ) : null
      ) : (
        <span className={styles.slotLabel}>{label}</span>
      )}
      {item ? (
        <SlotItemCard
          item={item}
          context={context}
          size="compact"
          compareWith={compareWith}
          headingLevel={headingLevel}
          onEquip={onEquip}
          onUnequip={onUnequip}
          dragHandleProps={board?.handleProps(item, slot)}
          dragging={board?.draggingId === item.id}
        />
      ) : (
        <SlotPlaceholder slot={placeholder} label={placeholderLabel} />
      )}
    </li>
  );
}, sameTileProps);

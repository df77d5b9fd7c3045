import type { InventoryGameItem } from '@rpg/contracts';
import { Button, Dialog, HoverCard, VisuallyHidden } from '@rpg/design-system';
import { type HTMLAttributes, type MouseEvent, type PointerEvent, type Ref, useId, useRef, useState } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { type MaybePromise, useBusy } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ItemDetails } from '../ItemDetails/ItemDetails.tsx';
import * as parts from '../private/item-parts.css.ts';
import { EmptyItemCard, GoldAmount, ItemHeader, ItemStats, rarityIds } from '../private/item-parts.tsx';
import * as styles from './ItemCard.css.ts';

export type ItemCardContext = 'backpack' | 'equipped' | 'shop';
export type ItemCardSize = 'standard' | 'compact';
export type ItemAction = (item: InventoryGameItem) => MaybePromise;

/** Props spread on the item's picture to make it a drag handle (pointer and keyboard handlers, tabIndex, label...). */
export type ItemDragHandleProps = HTMLAttributes<HTMLDivElement> & {
  ref?: Ref<HTMLDivElement>;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
};

export interface ItemCardProps {
  item: InventoryGameItem;
  /** Where the card is shown: decides its action (sell in a shop, equip in the backpack, unequip when equipped). */
  context: ItemCardContext;
  /** Equip a backpack item (context `backpack`). A returned Promise shows the button as loading. */
  onEquip?: ItemAction;
  /** Take off an equipped item (context `equipped`). */
  onUnequip?: ItemAction;
  /** Sell the item to a vendor (context `shop`). */
  onSell?: ItemAction;
  /**
   * `compact` for grids: picture, name, rarity and the action. Its details (stats, sell value, the
   * comparison) show beside it on hover and keyboard focus, and in a dialog with the action on a tap
   * (or a click on the picture when it is not a drag handle); screen readers read them in the card.
   */
  size?: ItemCardSize;
  /**
   * The item equipped in this item's slot, to compare a backpack item with (`null`: that slot is
   * empty). Left out: no comparison.
   */
  compareWith?: InventoryGameItem | null;
  /** The level of the name's heading (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Makes the picture a drag handle: these props are spread on it. */
  dragHandleProps?: ItemDragHandleProps;
  /** Shows the picture as draggable (grab cursor); implied by `dragHandleProps`. */
  draggable?: boolean;
  /** The item is being dragged away: the card is dimmed. */
  dragging?: boolean;
}

const actionByContext = { backpack: 'equip', equipped: 'unequip', shop: 'sell' } as const;

/**
 * An equipment item: its name, a frame and word for its rarity, its picture (a placeholder
 * if missing), its non-zero stats, its sell value and the action of its context. An empty
 * slot shows the slot type's placeholder and a disabled "No equipment" button.
 */
export function ItemCard({
  item,
  context,
  onEquip,
  onUnequip,
  onSell,
  size = 'standard',
  compareWith,
  headingLevel = 3,
  dragHandleProps,
  draggable = false,
  dragging = false,
}: ItemCardProps) {
  const { t } = useGameTranslation();
  const nameId = useId();
  const { run, isBusy } = useBusy<'action'>();
  const pending = isBusy('action');
  const compact = size === 'compact';
  const [detailsOpen, setDetailsOpen] = useState(false);
  const lastPointer = useRef<string>('');

  if (item.isEmpty) {
    return (
      <EmptyItemCard
        inventoryType={item.inventoryType}
        title={t('equipment.itemCard.emptySlot')}
        nameId={nameId}
        headingLevel={headingLevel}
        compact={compact}
      >
        <div className={parts.footer}>
          <Button size="small" variant="soft" tone="neutral" disabled fullWidth={compact}>
            {t('equipment.itemCard.noneEquipment')}
          </Button>
        </div>
      </EmptyItemCard>
    );
  }

  const rarity = rarityIds[item.rarity];
  const action = actionByContext[context];
  const callback = { equip: onEquip, unequip: onUnequip, sell: onSell }[action];
  const isHandle = dragHandleProps !== undefined || draggable;
  const actionLabel = t(`equipment.itemCard.${action}Item`, { name: item.name });

  // A compact card's picture: a drag handle (the board's) whose tap opens the details, or a button
  // that opens them. A mouse click on a handle keeps its own meaning (the board equips or takes off).
  const artProps: ItemDragHandleProps | undefined = !compact
    ? dragHandleProps
    : dragHandleProps
      ? {
          ...dragHandleProps,
          onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
            lastPointer.current = event.pointerType;
            dragHandleProps.onPointerDown?.(event);
          },
          onClick: (event: MouseEvent<HTMLDivElement>) => {
            if (lastPointer.current === 'touch') {
              lastPointer.current = '';
              setDetailsOpen(true);
              return;
            }
            dragHandleProps.onClick?.(event);
          },
        }
      : {
          role: 'button',
          tabIndex: 0,
          'aria-label': t('equipment.itemDetails.show', { name: item.name }),
          'aria-haspopup': 'dialog',
          onClick: () => setDetailsOpen(true),
          onKeyDown: (event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            setDetailsOpen(true);
          },
        };

  const actionButton = (inDialog: boolean) =>
    callback ? (
      <Button
        size={inDialog ? 'standard' : 'small'}
        variant={action === 'sell' || inDialog ? 'solid' : 'soft'}
        tone={action === 'sell' || inDialog ? 'brand' : 'neutral'}
        loading={pending}
        fullWidth={compact && !inDialog}
        aria-label={actionLabel}
        onClick={() => {
          if (inDialog) setDetailsOpen(false);
          run('action', () => callback(item));
        }}
      >
        {t(`equipment.itemCard.${action}`)}
      </Button>
    ) : null;

  const article = (
    <article
      className={cx(parts.card, parts.rarityFrame[rarity], compact && parts.compact, dragging && styles.dragging)}
      aria-labelledby={nameId}
      data-rarity={rarity}
      data-item-id={item.id}
    >
      <ItemHeader
        item={item}
        nameId={nameId}
        headingLevel={headingLevel}
        compact={compact}
        artProps={artProps}
        handle={isHandle}
        pressable={compact && !isHandle}
      />
      {compact ? (
        <VisuallyHidden>
          <ItemDetails item={item} compareWith={compareWith} header="none" />
        </VisuallyHidden>
      ) : (
        <ItemStats item={item} />
      )}
      <div className={parts.footer}>
        {compact ? null : <GoldAmount label={t('equipment.itemCard.sellValue')} amount={item.sellValue} />}
        {actionButton(false)}
      </div>
    </article>
  );

  if (!compact) return article;
  return (
    <>
      <HoverCard content={<ItemDetails item={item} compareWith={compareWith} />} disabled={dragging || detailsOpen}>
        {article}
      </HoverCard>
      <Dialog
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        title={item.name}
        closeLabel={t('equipment.itemDetails.close')}
        actions={actionButton(true)}
        size="small"
      >
        <ItemDetails item={item} compareWith={compareWith} header="meta" />
      </Dialog>
    </>
  );
}

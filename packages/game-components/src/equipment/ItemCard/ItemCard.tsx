import type { InventoryGameItem } from '@rpg/contracts';
import { Button } from '@rpg/design-system';
import { type HTMLAttributes, type Ref, useId } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import type { MaybePromise } from '../../shared/private/usePendingAction.ts';
import * as styles from './ItemCard.css.ts';
import { EmptyItemCard, GoldAmount, ItemHeader, ItemStats, rarityIds, usePendingAction } from './itemParts.tsx';

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
  /** `compact` for grids: picture, name, rarity and the action; the stats stay for screen readers. */
  size?: ItemCardSize;
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
  headingLevel = 3,
  dragHandleProps,
  draggable = false,
  dragging = false,
}: ItemCardProps) {
  const { t } = useGameTranslation();
  const nameId = useId();
  const { pending, run } = usePendingAction();
  const compact = size === 'compact';

  if (item.isEmpty) {
    return (
      <EmptyItemCard
        inventoryType={item.inventoryType}
        title={t('equipment.itemCard.emptySlot')}
        nameId={nameId}
        headingLevel={headingLevel}
        compact={compact}
      >
        <div className={styles.footer}>
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

  return (
    <article
      className={cx(styles.card, styles.rarityFrame[rarity], compact && styles.compact, dragging && styles.dragging)}
      aria-labelledby={nameId}
      data-rarity={rarity}
      data-item-id={item.id}
    >
      <ItemHeader
        item={item}
        nameId={nameId}
        headingLevel={headingLevel}
        compact={compact}
        artProps={dragHandleProps}
        handle={isHandle}
      />
      <ItemStats item={item} hidden={compact} />
      <div className={styles.footer}>
        {compact ? null : <GoldAmount label={t('equipment.itemCard.sellValue')} amount={item.sellValue} />}
        {callback ? (
          <Button
            size="small"
            variant={action === 'sell' ? 'solid' : 'soft'}
            tone={action === 'sell' ? 'brand' : 'neutral'}
            loading={pending}
            fullWidth={compact}
            aria-label={t(`equipment.itemCard.${action}Item`, { name: item.name })}
            onClick={() => run(() => callback(item))}
          >
            {t(`equipment.itemCard.${action}`)}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

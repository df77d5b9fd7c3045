import type { InventoryGameItem } from '@rpg/contracts';
import { Button, Image } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { type HTMLAttributes, type Ref, useId } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import { SlotPlaceholder } from '../SlotPlaceholder/index.ts';
import * as styles from './ItemCard.css.ts';
import { GoldAmount, ItemStats, placeholderOf, rarityIds, slotTypeIds, usePendingAction } from './itemParts.tsx';

export type ItemCardContext = 'backpack' | 'equipped' | 'shop';
export type ItemCardSize = 'standard' | 'compact';
export type ItemAction = (item: InventoryGameItem) => void | Promise<unknown>;

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
  const Title = `h${headingLevel}` as const;

  if (item.isEmpty) {
    return (
      <article
        className={cx(styles.card, styles.emptyCard, compact && styles.compact)}
        aria-labelledby={nameId}
        data-item-empty="true"
      >
        <div className={cx(styles.header, compact && styles.headerCompact)}>
          <div className={compact ? styles.emptyArtCompact : styles.emptyArt}>
            <SlotPlaceholder slot={placeholderOf(item.inventoryType)} label="" />
          </div>
          <Title id={nameId} className={styles.emptyTitle}>
            {t('equipment.itemCard.emptySlot')}
          </Title>
        </div>
        <div className={styles.footer}>
          <Button size="small" variant="soft" tone="neutral" disabled fullWidth={compact}>
            {t('equipment.itemCard.noneEquipment')}
          </Button>
        </div>
      </article>
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
      <div className={cx(styles.header, compact && styles.headerCompact)}>
        <div
          {...dragHandleProps}
          className={cx(styles.art, compact && styles.artCompact, styles.rarityArt[rarity], isHandle && styles.handle)}
        >
          <Image
            src={item.imagePath === '' ? fallbacks.item.path : item.imagePath}
            fallbackSrc={fallbacks.item.path}
            alt=""
            aspectRatio="1 / 1"
            fit="contain"
            radius="small"
          />
        </div>
        <div className={styles.titleBlock}>
          <Title id={nameId} className={cx(styles.name, compact && styles.nameCompact)} title={item.name}>
            {item.name}
          </Title>
          <p className={styles.meta}>
            <span className={cx(styles.rarityWord, styles.rarityText[rarity])}>
              {t(`equipment.itemCard.rarity.${rarity}`)}
            </span>
            {compact ? null : <span>{t(`equipment.itemCard.slotType.${slotTypeIds[item.inventoryType]}`)}</span>}
          </p>
        </div>
      </div>
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

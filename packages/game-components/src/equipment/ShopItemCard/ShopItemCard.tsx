import type { ShopItem } from '@rpg/contracts';
import { Button } from '@rpg/design-system';
import { useId } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { type MaybePromise, useBusy } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import type { ItemCardSize } from '../ItemCard/index.ts';
import * as parts from '../private/item-parts.css.ts';
import { EmptyItemCard, GoldAmount, ItemHeader, ItemStats, rarityIds } from '../private/item-parts.tsx';
import * as styles from './ShopItemCard.css.ts';

export interface ShopItemCardProps {
  /** A vendor's stock item. */
  item: ShopItem;
  /** Buy the item. A returned Promise shows the button as loading. */
  onBuy?: (item: ShopItem) => MaybePromise;
  /** False when the player's gold is below the price: the price is marked and the button disabled. Default true. */
  affordable?: boolean;
  size?: ItemCardSize;
  /** The level of the name's heading (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A vendor's item: like ItemCard, with the buy price (gold icon) and a buy button. A sold-out
 * item (isAvailable false) is shown as an empty slot.
 */
export function ShopItemCard({
  item,
  onBuy,
  affordable = true,
  size = 'standard',
  headingLevel = 3,
}: ShopItemCardProps) {
  const { t } = useGameTranslation();
  const nameId = useId();
  const noteId = useId();
  const { run, isBusy } = useBusy<'action'>();
  const pending = isBusy('action');
  const compact = size === 'compact';

  if (!item.isAvailable) {
    return (
      <EmptyItemCard
        inventoryType={item.inventoryType}
        title={t('equipment.itemCard.unavailable')}
        nameId={nameId}
        headingLevel={headingLevel}
        compact={compact}
      />
    );
  }

  const rarity = rarityIds[item.rarity];
  return (
    <article
      className={cx(parts.card, parts.rarityFrame[rarity], compact && parts.compact)}
      aria-labelledby={nameId}
      data-rarity={rarity}
      data-item-id={item.id}
    >
      <ItemHeader item={item} nameId={nameId} headingLevel={headingLevel} compact={compact} />
      <ItemStats item={item} hidden={compact} />
      <div className={parts.footer}>
        <GoldAmount
          label={t('equipment.itemCard.price')}
          amount={item.buyPriceInShop}
          hideLabel={compact}
          short={!affordable}
        />
        {affordable ? null : (
          <p id={noteId} className={styles.note}>
            {t('equipment.itemCard.notAffordable')}
          </p>
        )}
        {onBuy ? (
          <Button
            size="small"
            variant="solid"
            tone="brand"
            loading={pending}
            disabled={!affordable}
            fullWidth={compact}
            aria-label={t('equipment.itemCard.buyItem', { name: item.name })}
            aria-describedby={affordable ? undefined : noteId}
            onClick={() => run('action', () => onBuy(item))}
          >
            {t('equipment.itemCard.buy')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}

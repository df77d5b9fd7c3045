import { contractLimits, type InventoryGameItem, InventorySlotType } from '@rpg/contracts';
import { VisuallyHidden } from '@rpg/design-system';
import { useId, useMemo } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import type { ItemAction } from '../ItemCard/index.ts';
import { toModel } from '../private/inventory-model.ts';
import { SlotTile } from '../private/SlotTile.tsx';
import * as styles from './Backpack.css.ts';

export interface BackpackProps {
  /** The inventory list (only the backpack items are shown, in their positions). */
  items: readonly InventoryGameItem[];
  /** Equip a backpack item. A returned Promise shows its button as loading. */
  onEquip?: ItemAction;
  /** The level of the heading (default 2; the items' names are one level below). */
  headingLevel?: 2 | 3;
}

/** The backpack's 20 slots in their positions; free ones show the empty-slot placeholder. */
export function Backpack({ items, onEquip, headingLevel = 2 }: BackpackProps) {
  const { t, language } = useGameTranslation();
  const headingId = useId();
  const { backpack, equipped } = toModel(items);
  const total = Math.max(backpack.length, contractLimits.backpackSlots);
  const used = backpack.filter(Boolean).length;
  const free = total - used;
  const Title = `h${headingLevel}` as const;
  const itemHeading = (headingLevel + 1) as 3 | 4;
  // The slots' words change only with the language: a move draws again only the slots it changed.
  const labels = useMemo(
    () =>
      Array.from({ length: total }, (_, index) => {
        const position = formatNumber(index + 1, language);
        return {
          slot: t('equipment.backpack.slot', { position }),
          empty: t('equipment.backpack.emptySlot', { position }),
        };
      }),
    [t, language, total],
  );

  return (
    <section className={styles.section} aria-labelledby={headingId} data-backpack-used={used}>
      <div className={styles.sectionHeader}>
        <Title id={headingId} className={styles.heading}>
          {t('equipment.backpack.title')}
        </Title>
        <p className={cx(styles.usage, free === 0 && styles.usageFull)}>
          <span aria-hidden="true">
            {t('equipment.backpack.usage', {
              used: formatNumber(used, language),
              total: formatNumber(total, language),
            })}
            {' · '}
          </span>
          <VisuallyHidden>
            {t('equipment.backpack.usageLabel', {
              used: formatNumber(used, language),
              total: formatNumber(total, language),
            })}
            {', '}
          </VisuallyHidden>
          {free === 0 ? t('equipment.backpack.full') : t('equipment.backpack.freeSlots', { count: free })}
        </p>
      </div>
      <ul className={`${styles.list} ${styles.backpackGrid}`}>
        {labels.map((label, position) => {
          const item = backpack[position];
          return (
            <SlotTile
              // biome-ignore lint/suspicious/noArrayIndexKey: a backpack position is the slot's identity.
              key={position}
              slot={{ kind: 'backpack', position }}
              label={label.slot}
              hideLabel
              item={item}
              context="backpack"
              compareWith={
                item === undefined || item.inventoryType === InventorySlotType.None
                  ? undefined
                  : (equipped[item.inventoryType] ?? null)
              }
              onEquip={onEquip}
              placeholder="generic"
              placeholderLabel={label.empty}
              headingLevel={itemHeading}
            />
          );
        })}
      </ul>
    </section>
  );
}

import type { InventoryGameItem } from '@rpg/contracts';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { GoldAmount, ItemStats, rarityIds, slotTypeIds } from '../private/item-parts.tsx';
import * as styles from './ItemDetails.css.ts';
import { compareItems, overallTone, type StatComparison } from './item-comparison.ts';

export interface ItemDetailsProps {
  item: InventoryGameItem;
  /**
   * The item equipped in the item's slot, to compare with (a backpack item); `null` when that slot is
   * empty; left out for no comparison (an equipped item, another player's item).
   */
  compareWith?: InventoryGameItem | null;
  /**
   * What the header shows: `full` the name, rarity and slot type; `meta` only the rarity and slot type
   * (a dialog's title names the item); `none` nothing (inside the card, which shows them already).
   */
  header?: 'full' | 'meta' | 'none';
}

/**
 * An item's details: name, rarity and slot type, every non-zero stat, the sell value and, for a
 * backpack item, each stat against the item equipped in its slot (+/− and a tone: better, worse).
 * Shown in ItemCard's hover card and tap dialog; its text is also the card's screen-reader text.
 */
export function ItemDetails({ item, compareWith, header = 'full' }: ItemDetailsProps) {
  const { t } = useGameTranslation();
  const rarity = rarityIds[item.rarity];
  return (
    <div className={styles.details} data-item-details={item.id}>
      {header === 'none' ? null : (
        <div className={styles.header}>
          {header === 'full' ? <p className={styles.name}>{item.name}</p> : null}
          <p className={styles.meta}>
            <span className={styles.rarity[rarity]}>{t(`equipment.itemCard.rarity.${rarity}`)}</span>
            <span>{t(`equipment.itemCard.slotType.${slotTypeIds[item.inventoryType]}`)}</span>
          </p>
        </div>
      )}
      {compareWith === undefined ? <ItemStats item={item} /> : <Comparison item={item} equipped={compareWith} />}
      <GoldAmount label={t('equipment.itemCard.sellValue')} amount={item.sellValue} />
    </div>
  );
}

function Comparison({ item, equipped }: { item: InventoryGameItem; equipped: InventoryGameItem | null }) {
  const { t, language } = useGameTranslation();
  const rows = compareItems(item, equipped);
  const overall = overallTone(rows);
  const signed = (delta: number) =>
    delta === 0
      ? t('equipment.itemDetails.noChange')
      : `${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta), language)}`;
  const plain = (values: StatComparison['value']) =>
    values.length === 2
      ? t('equipment.itemCard.damageRange', {
          min: formatNumber(values[0], language),
          max: formatNumber(values[1], language),
        })
      : formatNumber(values[0], language);
  const change = (row: StatComparison) =>
    row.change.length === 2
      ? t('equipment.itemDetails.damageChange', { min: signed(row.change[0]), max: signed(row.change[1]) })
      : signed(row.change[0]);
  const caption =
    equipped === null
      ? t('equipment.itemDetails.nothingEquipped')
      : t('equipment.itemDetails.comparedWith', { name: equipped.name });

  if (rows.length === 0) {
    return (
      <>
        <p className={styles.summary}>{caption}</p>
        <ItemStats item={item} />
      </>
    );
  }
  return (
    <>
      <table className={styles.table} data-comparison={overall}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {t('equipment.itemDetails.stat')}
            </th>
            <th scope="col" className={styles.headCell}>
              {t('equipment.itemDetails.thisItem')}
            </th>
            {equipped === null ? null : (
              <th scope="col" className={styles.headCell}>
                {t('equipment.itemDetails.equipped')}
              </th>
            )}
            <th scope="col" className={styles.headCell}>
              {t('equipment.itemDetails.change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.stat} data-stat={row.stat} data-tone={row.tone}>
              <th scope="row" className={styles.rowHead}>
                {t(`equipment.itemCard.stat.${row.stat}`)}
              </th>
              <td className={styles.cell}>{plain(row.value)}</td>
              {row.equipped === undefined ? null : <td className={styles.cell}>{plain(row.equipped)}</td>}
              <td className={cx(styles.cell, styles.tone[row.tone])}>{change(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={cx(styles.summary, styles.tone[overall])} data-overall={overall}>
        {t(`equipment.itemDetails.overall.${overall}`)}
      </p>
    </>
  );
}

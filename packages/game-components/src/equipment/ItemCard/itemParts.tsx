import type { InventorySlotType, ItemRarity } from '@rpg/contracts';
import { VisuallyHidden } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatAmount, formatNumber } from '../../shared/private/formatNumber.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import type { SlotPlaceholderSlot } from '../SlotPlaceholder/index.ts';
import * as styles from './ItemCard.css.ts';

/** The key of each rarity (its words and colours). */
export const rarityIds = { 0: 'common', 1: 'uncommon', 2: 'rare' } as const satisfies Record<ItemRarity, string>;
export type RarityId = (typeof rarityIds)[ItemRarity];

/** The key of each slot type (its words). */
export const slotTypeIds = {
  0: 'none',
  1: 'helmet',
  2: 'torso',
  3: 'weapon1',
  4: 'weapon2',
} as const satisfies Record<InventorySlotType, string>;

/** The placeholder art of an empty slot of each slot type. */
export const placeholderOf = (inventoryType: InventorySlotType): SlotPlaceholderSlot =>
  inventoryType === 0 ? 'generic' : slotTypeIds[inventoryType];

/** The stats an item card lists (when not zero). */
export interface ItemStatValues {
  force: number;
  intelligence: number;
  dexterity: number;
  endurance: number;
  armor: number;
  minDmg: number;
  maxDmg: number;
}

const statKeys = ['force', 'intelligence', 'dexterity', 'endurance', 'armor'] as const;

/** The non-zero stats of an item as a description list; damage as a min-max range. */
export function ItemStats({ item, hidden = false }: { item: ItemStatValues; hidden?: boolean }) {
  const { t, language } = useGameTranslation();
  const rows = statKeys
    .filter((key) => item[key] !== 0)
    .map((key): { key: string; term: string; value: string; tone: string | undefined } => {
      const value = item[key];
      return {
        key,
        term: t(`equipment.itemCard.stat.${key}`),
        value: `${value > 0 ? '+' : '−'}${formatNumber(Math.abs(value), language)}`,
        tone: value < 0 ? styles.negative : undefined,
      };
    });
  if (item.minDmg !== 0 || item.maxDmg !== 0) {
    rows.push({
      key: 'damage',
      term: t('equipment.itemCard.stat.damage'),
      value: t('equipment.itemCard.damageRange', {
        min: formatNumber(item.minDmg, language),
        max: formatNumber(item.maxDmg, language),
      }),
      tone: undefined,
    });
  }
  const content =
    rows.length === 0 ? (
      <p className={styles.noStats}>{t('equipment.itemCard.noStats')}</p>
    ) : (
      <dl className={styles.stats} aria-label={t('equipment.itemCard.stats')}>
        {rows.map((row) => (
          <Fragment key={row.key}>
            <dt className={styles.statTerm}>{row.term}</dt>
            <dd className={cx(styles.statValue, row.tone)}>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    );
  return hidden ? <VisuallyHidden>{content}</VisuallyHidden> : content;
}

/** An amount of gold with the coin icon, after a label (visually hidden when `hideLabel`). */
export function GoldAmount({
  label,
  amount,
  hideLabel = false,
  short = false,
}: {
  label: string;
  amount: number;
  hideLabel?: boolean;
  short?: boolean;
}) {
  const { language } = useGameTranslation();
  const formatted = formatAmount(amount, language);
  return (
    <dl className={styles.money}>
      <dt className={styles.moneyTerm}>{hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : `${label}:`}</dt>
      <dd className={cx(styles.moneyValue, short && styles.moneyShort)} title={`${label}: ${formatted.full}`}>
        <img className={styles.coin} src={icons.baseCurrency} alt="" width={20} height={20} />
        {formatted.compact === undefined ? (
          formatted.full
        ) : (
          <>
            <span aria-hidden="true">{formatted.compact}</span>
            <VisuallyHidden>{formatted.full}</VisuallyHidden>
          </>
        )}
      </dd>
    </dl>
  );
}

/**
 * Runs a callback that may return a Promise: while it is pending `pending` is true and
 * further runs are ignored (so repeated clicks do nothing).
 */
export function usePendingAction() {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback((action: () => unknown) => {
    if (busy.current) return;
    const result = action();
    if (result instanceof Promise) {
      busy.current = true;
      setPending(true);
      result
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          if (mounted.current) setPending(false);
        });
    }
  }, []);
  return { pending, run };
}

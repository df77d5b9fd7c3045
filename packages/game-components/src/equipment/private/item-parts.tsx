import type { InventorySlotType, ItemRarity } from '@rpg/contracts';
import { Image, VisuallyHidden } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import { Fragment, type ReactNode } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatAmount, formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import type { ItemDragHandleProps } from '../ItemCard/ItemCard.tsx';
import { SlotPlaceholder, type SlotPlaceholderSlot } from '../SlotPlaceholder/index.ts';
import * as styles from './item-parts.css.ts';

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

/** The heading levels an item card's name may have. */
type ItemHeadingLevel = 2 | 3 | 4;

/**
 * The header of an item card (ItemCard, ShopItemCard): the picture in its rarity's frame (a fallback if
 * missing), the name as the card's heading (`nameId` names the card), the rarity's word and, unless
 * compact, the slot type.
 */
export function ItemHeader({
  item,
  nameId,
  headingLevel,
  compact,
  artProps,
  handle = false,
  pressable = false,
}: {
  item: { name: string; imagePath: string; rarity: ItemRarity; inventoryType: InventorySlotType };
  nameId: string;
  headingLevel: ItemHeadingLevel;
  compact: boolean;
  /** Spread on the picture (ItemCard's drag handle). */
  artProps?: ItemDragHandleProps | undefined;
  /** Shows the picture as a drag handle. */
  handle?: boolean;
  /** Shows the picture as a button (it opens the item's details). */
  pressable?: boolean;
}) {
  const { t } = useGameTranslation();
  const Title = `h${headingLevel}` as const;
  const rarity = rarityIds[item.rarity];
  return (
    <div className={cx(styles.header, compact && styles.headerCompact)}>
      <div
        {...artProps}
        className={cx(
          styles.art,
          compact && styles.artCompact,
          styles.rarityArt[rarity],
          handle && styles.handle,
          pressable && styles.pressable,
        )}
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
  );
}

/** An empty item card (an empty slot, a sold-out item): the slot type's placeholder and `title` as the heading. */
export function EmptyItemCard({
  inventoryType,
  title,
  nameId,
  headingLevel,
  compact,
  children,
}: {
  inventoryType: InventorySlotType;
  title: string;
  nameId: string;
  headingLevel: ItemHeadingLevel;
  compact: boolean;
  /** What the card shows under its title (ItemCard's disabled button; nothing for a sold-out item). */
  children?: ReactNode;
}) {
  const Title = `h${headingLevel}` as const;
  return (
    <article
      className={cx(styles.card, styles.emptyCard, compact && styles.compact)}
      aria-labelledby={nameId}
      data-item-empty="true"
    >
      <div className={cx(styles.header, compact && styles.headerCompact)}>
        <div className={compact ? styles.emptyArtCompact : styles.emptyArt}>
          <SlotPlaceholder slot={placeholderOf(inventoryType)} label="" />
        </div>
        <Title id={nameId} className={styles.emptyTitle}>
          {title}
        </Title>
      </div>
      {children}
    </article>
  );
}

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

import { type PremiumPurchase, PremiumPurchaseKind } from '@rpg/contracts';
import { Box, Table, type TableColumn } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { LayeredAvatar } from '../../equipment/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { cosmeticMannequin, PremiumPrice } from '../PremiumItemCard/index.ts';
import * as styles from './PremiumHistory.css.ts';

export interface PremiumHistoryProps {
  /** Every premium purchase, newest first. */
  purchases: readonly PremiumPurchase[];
  /** Time zone of the dates (default: the browser's). */
  timeZone?: string;
  /** Hide the table's caption (when a heading above already says it). */
  captionHidden?: boolean;
}

function PurchasePicture({ purchase }: { purchase: PremiumPurchase }) {
  const mannequin = purchase.kind === PremiumPurchaseKind.Item ? cosmeticMannequin(purchase.imagePath) : undefined;
  return (
    <Box className={styles.picture} aria-hidden="true">
      {mannequin ? (
        <LayeredAvatar outfit={mannequin} label="" size="small" />
      ) : (
        <img
          className={styles.icon}
          src={purchase.kind === PremiumPurchaseKind.PremiumTime ? icons.actionPoints : icons.premiumCurrency}
          alt=""
          width={32}
          height={32}
        />
      )}
    </Box>
  );
}

/** The premium purchases as a table: date, what was bought, price in premium currency; an empty state. */
export function PremiumHistory({ purchases, timeZone, captionHidden = false }: PremiumHistoryProps) {
  const { t, language } = useGameTranslation();
  const dateFormat = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone === undefined ? {} : { timeZone }),
  });
  const columns: ReadonlyArray<TableColumn<PremiumPurchase>> = [
    {
      id: 'date',
      header: t('premium.premiumHistory.date'),
      cell: (purchase) => <time dateTime={purchase.date}>{dateFormat.format(new Date(purchase.date))}</time>,
    },
    {
      id: 'item',
      header: t('premium.premiumHistory.item'),
      rowHeader: true,
      cell: (purchase) => (
        <Box className={styles.item}>
          <PurchasePicture purchase={purchase} />
          <span>{purchase.item}</span>
        </Box>
      ),
    },
    {
      id: 'price',
      header: t('premium.premiumHistory.price'),
      align: 'end',
      wrap: false,
      cell: (purchase) => <PremiumPrice amount={purchase.price} />,
    },
  ];
  return (
    <Table
      caption={t('premium.premiumHistory.caption')}
      captionHidden={captionHidden}
      columns={columns}
      rows={purchases}
      rowKey={(purchase) => String(purchase.id)}
      emptyMessage={t('premium.premiumHistory.empty')}
    />
  );
}

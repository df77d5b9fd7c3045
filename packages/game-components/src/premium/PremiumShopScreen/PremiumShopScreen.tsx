import type { Outfit, PremiumItem, PremiumShop } from '@rpg/contracts';
import { Box, Heading, Stack } from '@rpg/design-system';
import { useId, useState } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { NotEnoughCashDialog } from '../../shared/NotEnoughCashDialog/index.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, ErrorState, LoadingState, ScreenHeader } from '../../shared/ScreenState/index.ts';
import { PremiumItemCard } from '../PremiumItemCard/index.ts';
import { PremiumPreviewDialog } from '../PremiumPreviewDialog/index.ts';
import { PremiumTimeCard } from '../PremiumTimeCard/index.ts';
import * as styles from './PremiumShopScreen.css.ts';

export interface PremiumShopScreenProps {
  /** GET /premium-shop/list's data; `undefined` while loading. */
  data: PremiumShop | undefined;
  /** The shop could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** The current time, for the premium time status. */
  now: Date | string;
  /** The player's premium currency (from the base info); when known, unaffordable buys are disabled. */
  premiumCurrency?: number;
  /**
   * Buy a premium item (after 'Are you sure?'); a Promise keeps the confirm button busy. A result
   * `{ isSuccess: false }` (the server refused: too few premium points) opens the refusal dialog; any
   * other result is a purchase done: a toast says so and an open preview closes. A failure rejects.
   */
  onBuy: (item: PremiumItem) => unknown;
  /** Buy 7 days of premium time (after 'Are you sure?'); `{ isSuccess: false }` opens the refusal dialog, else a toast says it is bought. */
  onBuyPremiumTime: () => unknown;
  /** The player asked to preview an item: the app fetches the preview outfit and sets `previewItem`. */
  onPreview: (item: PremiumItem) => void;
  /** The item whose preview dialog is open (none: closed). */
  previewItem?: PremiumItem | undefined;
  /** The preview outfit from the server; undefined while it loads. */
  previewOutfit?: Outfit | undefined;
  /** The preview dialog was closed. */
  onPreviewClose: () => void;
  /** Time zone of dates (default: the browser's). */
  timeZone?: string;
}

/** The buy reply's verdict: `isSuccess: false` means the premium points did not cover it. */
const isRefused = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && 'isSuccess' in result && result.isSuccess === false;

/**
 * /premium-shop: premium cosmetics (preview, buy), premium time, and links to the history and the
 * point packs. A purchase the server refuses (`isSuccess: false`) says so in a dialog; one done says so
 * in a toast (and, bought from the preview, closes it).
 */
export function PremiumShopScreen({
  data,
  error = false,
  onRetry,
  now,
  premiumCurrency,
  onBuy,
  onBuyPremiumTime,
  onPreview,
  previewItem,
  previewOutfit,
  onPreviewClose,
  timeZone,
}: PremiumShopScreenProps) {
  const { t, language } = useGameTranslation();
  const itemsHeadingId = useId();
  const affordable = (item: PremiumItem) => premiumCurrency === undefined || premiumCurrency >= item.price;
  const [refused, setRefused] = useState(false);
  const { answer } = useAnswer();
  /**
   * Runs a purchase through the host: the refusal dialog when the server said no, else `done` (the toast).
   * A rejection (the host reported the failure) passes on, so nothing is said done.
   */
  const refusable =
    <A extends unknown[]>(action: (...args: A) => unknown, done: (...args: A) => void) =>
    async (...args: A): Promise<void> => {
      if (isRefused(await action(...args))) setRefused(true);
      else done(...args);
    };
  const buy = refusable(onBuy, (item: PremiumItem) =>
    answer(t('premium.premiumShopScreen.done.bought', { name: item.name })),
  );
  /** Bought from the preview: the toast, and the preview closes (the item is the player's now). */
  const buyFromPreview = refusable(onBuy, (item: PremiumItem) => {
    answer(t('premium.premiumShopScreen.done.bought', { name: item.name }));
    onPreviewClose();
  });
  // The previewed item as the shop now lists it.
  const previewed = previewItem && (data?.premiumItems.find((item) => item.id === previewItem.id) ?? previewItem);
  const buyPremiumTime = refusable(onBuyPremiumTime, () => answer(t('premium.premiumShopScreen.done.premiumTime')));

  const links = (
    <Box className={styles.links}>
      <GameLink to={{ page: 'premiumHistory' }} variant="button" tone="neutral">
        {t('premium.premiumShopScreen.history')}
      </GameLink>
      <GameLink to={{ page: 'buyPremiumPoints' }} variant="button">
        {t('premium.premiumShopScreen.buyPoints')}
      </GameLink>
    </Box>
  );

  return (
    <div className={styles.screen}>
      <ScreenHeader title={t('premium.premiumShopScreen.title')} actions={links}>
        {t('premium.premiumShopScreen.intro')}
        {premiumCurrency === undefined
          ? null
          : ` ${t('premium.premiumShopScreen.balance', {
              amount: t('premium.common.premiumPoints', {
                count: premiumCurrency,
                amount: formatNumber(premiumCurrency, language),
              }),
            })}`}
      </ScreenHeader>
      {error ? (
        <ErrorState onRetry={onRetry} />
      ) : data === undefined ? (
        <LoadingState variant="cards" count={4} />
      ) : (
        <Box className={styles.layout}>
          <Box as="section" aria-labelledby={itemsHeadingId}>
            <Stack space="medium">
              <Heading level={2} id={itemsHeadingId}>
                {t('premium.premiumShopScreen.itemsHeading')}
              </Heading>
              {data.premiumItems.length === 0 ? (
                <EmptyState title={t('premium.premiumShopScreen.empty')} />
              ) : (
                <Box as="ul" className={styles.itemGrid}>
                  {data.premiumItems.map((item) => (
                    <li key={item.id}>
                      <PremiumItemCard item={item} affordable={affordable(item)} onBuy={buy} onPreview={onPreview} />
                    </li>
                  ))}
                </Box>
              )}
            </Stack>
          </Box>
          <PremiumTimeCard
            premiumTime={{ premiumTimeEndsAt: data.premiumTimeEndsAt }}
            now={now}
            premiumCurrency={premiumCurrency}
            onBuy={buyPremiumTime}
            {...(timeZone === undefined ? {} : { timeZone })}
          />
        </Box>
      )}
      {previewed ? (
        <PremiumPreviewDialog
          open
          onOpenChange={(open) => {
            if (!open) onPreviewClose();
          }}
          item={previewed}
          outfit={previewOutfit}
          canBuy={affordable(previewed)}
          onBuy={buyFromPreview}
        />
      ) : null}
      <NotEnoughCashDialog open={refused} onOpenChange={setRefused} currency="premium" />
    </div>
  );
}

import type { PremiumTime } from '@rpg/contracts';
import { Badge, Box, Button, ConfirmDialog, Heading, type HeadingLevel, Stack, Text } from '@rpg/design-system';
import { icons } from '@rpg/game-assets';
import { useId } from 'react';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './PremiumTimeCard.css.ts';

/** game-rules.md: buy-premium-time costs 100 premium for 7 days. */
export const premiumTimeOffer = { price: 100, days: 7 } as const;

export interface PremiumTimeCardProps {
  /** The player's premium time (premiumTimeEndsAt null: none). */
  premiumTime: PremiumTime;
  /** The current time (a prop, so the status is deterministic). */
  now: Date | string;
  /** The player's premium currency; when known and below the price, buying is disabled with the reason. */
  premiumCurrency?: number;
  /** Called after the player confirmed ('Are you sure?'); a Promise keeps the confirm button busy. */
  onBuy: () => unknown;
  /** Price in premium currency (default 100). */
  price?: number;
  /** Days bought (default 7). */
  days?: number;
  /** Time zone of the end date (default: the browser's). */
  timeZone?: string;
  /** The title's heading level (default 2). */
  headingLevel?: HeadingLevel;
}

/** Premium time: whether it is active and until when, what it gives, and buying 7 more days. */
export function PremiumTimeCard({
  premiumTime,
  now,
  premiumCurrency,
  onBuy,
  price = premiumTimeOffer.price,
  days = premiumTimeOffer.days,
  timeZone,
  headingLevel = 2,
}: PremiumTimeCardProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const reasonId = useId();
  const endsAt = premiumTime.premiumTimeEndsAt === null ? null : new Date(premiumTime.premiumTimeEndsAt);
  const active = endsAt !== null && endsAt.getTime() > new Date(now).getTime();
  const affordable = premiumCurrency === undefined || premiumCurrency >= price;
  const priceText = t('premium.common.premiumPoints', { count: price, amount: formatNumber(price, language) });
  const daysText = t('premium.premiumTime.days', { count: days });

  const buying = useConfirmedAction(onBuy);

  const endText =
    active && endsAt
      ? new Intl.DateTimeFormat(language, {
          dateStyle: 'long',
          timeStyle: 'short',
          ...(timeZone === undefined ? {} : { timeZone }),
        }).format(endsAt)
      : undefined;

  return (
    <Box as="section" className={styles.card} aria-labelledby={titleId} data-active={active}>
      <Stack space="medium">
        <Box className={styles.header}>
          <img className={styles.icon} src={icons.actionPoints} alt="" width={40} height={40} />
          <Heading level={3} as={`h${headingLevel}`} id={titleId}>
            {t('premium.premiumTime.title')}
          </Heading>
          <Badge tone={active ? 'positive' : 'neutral'} variant={active ? 'solid' : 'soft'}>
            {active ? t('premium.premiumTime.active') : t('premium.premiumTime.inactive')}
          </Badge>
        </Box>
        <Text as="p" weight="strong">
          {endText === undefined
            ? t('premium.premiumTime.inactiveDetail')
            : t('premium.premiumTime.activeUntil', { date: endText })}
        </Text>
        <Text as="p" tone="secondary">
          {t('premium.premiumTime.benefit')}
        </Text>
        <Box className={styles.offer}>
          <Box className={styles.offerText}>
            <img className={styles.gem} src={icons.premiumCurrency} alt="" width={24} height={24} />
            <Text weight="strong">{t('premium.premiumTime.offer', { price: priceText, days: daysText })}</Text>
          </Box>
          <Button
            disabled={!affordable}
            loading={buying.pending}
            aria-describedby={affordable ? undefined : reasonId}
            onClick={() => buying.ask()}
          >
            {active ? t('premium.premiumTime.extend') : t('premium.premiumTime.buy')}
          </Button>
        </Box>
        {!affordable ? (
          <Text as="p" size="small" tone="critical" id={reasonId}>
            {t('premium.premiumItemCard.cannotAfford')}
          </Text>
        ) : active ? (
          <Text as="p" size="small" tone="secondary">
            {t('premium.premiumTime.extendNote')}
          </Text>
        ) : null}
      </Stack>
      <ConfirmDialog
        {...buying.dialog}
        title={t('premium.common.confirmTitle')}
        message={t('premium.premiumTime.confirmMessage', { days: daysText, price: priceText })}
        confirmLabel={t('premium.common.yes')}
        cancelLabel={t('premium.common.close')}
      />
    </Box>
  );
}

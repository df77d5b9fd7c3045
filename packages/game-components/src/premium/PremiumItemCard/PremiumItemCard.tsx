import type { PremiumItem } from '@rpg/contracts';
import { Badge, Box, Button, Heading, type HeadingLevel, Image, Stack, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { useId } from 'react';
import { LayeredAvatar } from '../../equipment/index.ts';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { cosmeticMannequin } from './cosmetic-mannequin.ts';
import { PremiumBuyConfirm } from './PremiumBuyConfirm.tsx';
import * as styles from './PremiumItemCard.css.ts';
import { PremiumPrice } from './PremiumPrice.tsx';

export interface PremiumItemCardProps {
  item: PremiumItem;
  /** The player has it already: no buy button (default `item.isOwned`). */
  owned?: boolean;
  /** The player has enough premium currency (default true); otherwise buy is disabled with the reason. */
  affordable?: boolean;
  /** Called after the player confirmed ('Are you sure?'); a Promise keeps the confirm button busy. */
  onBuy: (item: PremiumItem) => unknown;
  /** Opens the outfit preview of the item. */
  onPreview: (item: PremiumItem) => void;
  /** The name's heading level in the page outline (default 3). */
  headingLevel?: HeadingLevel;
}

/** A premium cosmetic on sale: its name, picture, price in premium currency, preview and buy (with confirmation). */
export function PremiumItemCard({
  item,
  owned = item.isOwned,
  affordable = true,
  onBuy,
  onPreview,
  headingLevel = 3,
}: PremiumItemCardProps) {
  const { t } = useGameTranslation();
  const titleId = useId();
  const reasonId = useId();
  const confirmation = useConfirmedAction(onBuy);
  const mannequin = cosmeticMannequin(item.cosmeticItemImagePath);
  const imageAlt = t('premium.premiumItemCard.imageAlt', { name: item.name });

  return (
    <Box as="article" className={styles.card} aria-labelledby={titleId} data-owned={owned}>
      <Box className={styles.stage}>
        {mannequin ? (
          <LayeredAvatar outfit={mannequin} label={imageAlt} size="medium" />
        ) : (
          <Box className={styles.fallbackFrame}>
            <Image
              src={item.cosmeticItemImagePath || fallbacks.item.path}
              fallbackSrc={fallbacks.item.path}
              alt={imageAlt}
              aspectRatio="1 / 1"
              fit="contain"
            />
          </Box>
        )}
        {owned ? (
          <Box className={styles.ownedBadge}>
            <Badge tone="positive" variant="solid">
              {t('premium.premiumItemCard.owned')}
            </Badge>
          </Box>
        ) : null}
      </Box>
      <Box className={styles.body}>
        <Stack space="small">
          <Heading level={4} as={`h${headingLevel}`} id={titleId}>
            {item.name}
          </Heading>
          <Box className={styles.priceRow}>
            <Text size="small" tone="secondary">
              {t('premium.premiumItemCard.price')}
            </Text>
            <PremiumPrice amount={item.price} />
          </Box>
          {!owned && !affordable ? (
            <Text as="p" size="small" tone="critical" id={reasonId}>
              {t('premium.premiumItemCard.cannotAfford')}
            </Text>
          ) : null}
        </Stack>
        <Box className={styles.actions}>
          {/* The card's buttons are named with its item ("Preview Red cape"), not only "Preview" on every card. */}
          <Button variant="soft" tone="neutral" onClick={() => onPreview(item)}>
            {t('premium.premiumItemCard.preview')}
            <VisuallyHidden>{` ${item.name}`}</VisuallyHidden>
          </Button>
          {owned ? null : (
            <Button
              disabled={!affordable}
              loading={confirmation.pending}
              aria-describedby={affordable ? undefined : reasonId}
              onClick={() => confirmation.ask(item)}
            >
              {t('premium.premiumItemCard.buy')}
              <VisuallyHidden>{` ${item.name}`}</VisuallyHidden>
            </Button>
          )}
        </Box>
      </Box>
      <PremiumBuyConfirm item={item} confirmation={confirmation} />
    </Box>
  );
}

import type { Location } from '@rpg/contracts';
import { Badge, Button, Heading, Image, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import { useId } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, usePendingAction } from '../../shared/private/pending.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './LocationCard.css.ts';

export interface LocationCardProps {
  location: Location;
  /** The character is here (defaults to `location.isCurrent`): marked, travel disabled. */
  current?: boolean;
  /** The player's action points; when known and below the cost, travel is disabled with the reason. */
  actionPoints?: number;
  /** Travel there; while a returned Promise is pending the button shows loading. */
  onTravel: (location: Location) => MaybePromise;
  /**
   * How the picture loads: 'eager' for a card on the first screen (the first of a list), whose picture is
   * the page's largest element and should not wait for layout to find it in view; lazy by default.
   */
  imageLoading?: 'lazy' | 'eager';
}

/**
 * One location: its scene, the action points travelling there costs and a travel button (named with the
 * place), answered with a toast once the player has arrived.
 */
export function LocationCard({ location, current, actionPoints, onTravel, imageLoading }: LocationCardProps) {
  const { t, language } = useGameTranslation();
  const headingId = useId();
  const reasonId = useId();
  const isCurrent = current ?? location.isCurrent;
  const tooTired = !isCurrent && actionPoints !== undefined && actionPoints < location.requiredStamina;
  const { answered } = useAnswer();
  const [pending, travel] = usePendingAction(
    answered(onTravel, () => t('world.locationCard.done.travelled', { name: location.name })),
  );
  const cost = formatNumber(location.requiredStamina, language);

  return (
    <article className={cx(styles.card, isCurrent && styles.current)} aria-labelledby={headingId}>
      <div className={styles.media}>
        <Image
          src={location.imagePath || fallbacks.location.path}
          fallbackSrc={fallbacks.location.path}
          alt=""
          aspectRatio="16 / 9"
          radius="none"
          loading={imageLoading}
        />
        {isCurrent ? (
          <span className={styles.here}>
            <Badge tone="positive" variant="solid">
              {t('world.locationCard.here')}
            </Badge>
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading level={3} as="h2" id={headingId}>
          {location.name}
        </Heading>
        <Text size="small" tone="secondary">
          {t('world.locationCard.cost')}{' '}
          <span className={styles.cost}>
            <img className={styles.icon} src={icons.actionPoints} alt="" width={24} height={24} />
            <span aria-hidden="true">{cost}</span>
            <VisuallyHidden>
              {t('world.locationCard.costValue', { count: location.requiredStamina, value: cost })}
            </VisuallyHidden>
          </span>
        </Text>
        <div className={styles.footer}>
          {isCurrent ? (
            <Text size="small" tone="positive" id={reasonId}>
              {t('world.locationCard.hereHint')}
            </Text>
          ) : tooTired ? (
            <Text size="small" tone="caution" id={reasonId}>
              {t('world.locationCard.notEnough', {
                required: cost,
                available: formatNumber(actionPoints ?? 0, language),
              })}
            </Text>
          ) : null}
          <Button
            fullWidth
            variant={isCurrent ? 'soft' : 'solid'}
            disabled={isCurrent || tooTired}
            loading={pending}
            aria-describedby={isCurrent || tooTired ? reasonId : undefined}
            onClick={() => travel(location)}
          >
            {isCurrent ? t('world.locationCard.youAreHere') : t('world.locationCard.travel')}
            {/* Each card's button is named with its place ("Travel Dark forest"), not only described by it. */}
            <VisuallyHidden>{` ${location.name}`}</VisuallyHidden>
          </Button>
        </div>
      </div>
    </article>
  );
}

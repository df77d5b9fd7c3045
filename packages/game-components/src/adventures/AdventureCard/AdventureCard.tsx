import type { Adventure } from '@rpg/contracts';
import { Box, Button, Card, Heading, type HeadingLevel, Image, Stack, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import { useId } from 'react';
import { Facts, formatMinutes } from '../../shared/private/Facts.tsx';
import { formatNumber } from '../../shared/private/format-number.ts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useBusy } from '../../shared/private/pending.ts';
import { useAnswer } from '../../shared/private/use-answer.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './AdventureCard.css.ts';

export interface AdventureCardProps {
  /** An adventure on offer. */
  adventure: Adventure;
  /** Called when the player sets out; while a returned promise is pending the button shows a spinner. */
  onAccept: (adventure: Adventure) => MaybePromise;
  /** The player cannot set out now (another adventure runs, too few action points). */
  disabled?: boolean;
  /** The name's level in the page outline (default 3: inside a screen's list). */
  headingLevel?: HeadingLevel;
  /**
   * How the picture loads: 'eager' for a card on the first screen (the first of a list), whose picture is
   * the page's largest element and should not wait for layout to find it in view; lazy by default.
   */
  imageLoading?: 'lazy' | 'eager';
}

/**
 * An adventure on offer: picture, name, description, action-point cost, duration and the button to set out
 * (named with the adventure), answered with a toast once set out. In a grid, cards of a row are as tall as
 * the tallest, their buttons on one line.
 */
export function AdventureCard({
  adventure,
  onAccept,
  disabled = false,
  headingLevel = 3,
  imageLoading,
}: AdventureCardProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const { pending, run } = useBusy<'accept'>({ exclusive: true });
  const { answered } = useAnswer();
  const accept = answered(onAccept, () => t('adventures.adventureCard.done.accepted', { name: adventure.name }));
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Box className={styles.layout}>
        <Image
          src={adventure.imagePath === '' ? fallbacks.location.path : adventure.imagePath}
          fallbackSrc={fallbacks.location.path}
          alt=""
          aspectRatio="16 / 9"
          loading={imageLoading}
        />
        <Stack space="small">
          <Heading level={3} as={`h${headingLevel}`} id={titleId}>
            <span className={styles.text}>{adventure.name}</span>
          </Heading>
          <Box className={styles.text}>
            <Text as="p" tone="secondary">
              {adventure.description}
            </Text>
          </Box>
          <Facts
            facts={[
              {
                id: 'cost',
                label: t('adventures.common.cost'),
                icon: icons.actionPoints,
                tone: 'actionPoints',
                value: t('adventures.common.actionPoints', {
                  count: adventure.requiredStamina,
                  value: formatNumber(adventure.requiredStamina, language),
                }),
              },
              {
                id: 'duration',
                label: t('adventures.common.duration'),
                value: formatMinutes(adventure.durationMinutes, language),
              },
            ]}
          />
        </Stack>
        <Box className={styles.actions}>
          <Button
            onClick={() => run('accept', () => accept(adventure))}
            loading={pending === 'accept'}
            disabled={disabled}
          >
            {t('adventures.adventureCard.accept')}
            <VisuallyHidden>{` ${adventure.name}`}</VisuallyHidden>
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

import type { AdventureReward, ConsumableItem } from '@rpg/contracts';
import { Box, Heading, type HeadingLevel, Notice, Stack, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import { Facts } from '../../shared/private/Facts.tsx';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './CurrentAdventure.css.ts';

export interface AdventureRewardsProps {
  /** What the finished adventure gave (the retrive reply's reward). */
  reward: AdventureReward;
  /** The title's level in the page outline (default 3). */
  headingLevel?: HeadingLevel;
}

/** The resources found, one entry per resource with how many (the reply's `count`; a repeated entry adds up). */
const countedItems = (items: readonly ConsumableItem[]) => {
  const counted = new Map<string, { name: string; imagePath: string; count: number }>();
  for (const item of items) {
    if (item.isEmpty) continue;
    const key = item.id === undefined ? `${item.name}|${item.imagePath}` : String(item.id);
    const known = counted.get(key);
    if (known) known.count += item.count ?? 1;
    else counted.set(key, { name: item.name, imagePath: item.imagePath, count: item.count ?? 1 });
  }
  return [...counted.entries()];
};

/** The rewards of a collected adventure: gold, experience, resource items with their quantities and a level-up. */
export function AdventureRewards({ reward, headingLevel = 3 }: AdventureRewardsProps) {
  const { t, language } = useGameTranslation();
  const items = countedItems(reward.items);
  return (
    <Stack space="small">
      <Heading level={3} as={`h${headingLevel}`}>
        {t('adventures.adventureRewards.title')}
      </Heading>
      <Facts
        facts={[
          {
            id: 'baseCurrency',
            label: t('adventures.common.baseCurrency'),
            icon: icons.baseCurrency,
            tone: 'baseCurrency',
            value: `+${formatNumber(reward.baseCurrency, language)}`,
          },
          {
            id: 'experience',
            label: t('adventures.common.experience'),
            tone: 'experience',
            value: `+${formatNumber(reward.experience, language)}`,
          },
        ]}
      />
      {items.length > 0 ? (
        <Stack space="xsmall">
          <Text as="p" weight="strong">
            {t('adventures.adventureRewards.items')}
          </Text>
          <Box as="ul" className={styles.itemList}>
            {items.map(([key, item]) => {
              const quantity = formatNumber(item.count, language);
              return (
                <Box as="li" key={key} className={styles.item}>
                  <img
                    className={styles.itemIcon}
                    src={item.imagePath === '' ? fallbacks.item.path : item.imagePath}
                    alt=""
                    width={32}
                    height={32}
                  />
                  <span aria-hidden="true">
                    <Text>{item.name}</Text>{' '}
                    <span className={styles.itemCount}>
                      {t('adventures.adventureRewards.quantity', { value: quantity })}
                    </span>
                  </span>
                  <VisuallyHidden>
                    {t('adventures.adventureRewards.quantityLabel', {
                      count: item.count,
                      name: item.name,
                      value: quantity,
                    })}
                  </VisuallyHidden>
                </Box>
              );
            })}
          </Box>
        </Stack>
      ) : null}
      {reward.levelUp ? <Notice tone="positive">{t('adventures.adventureRewards.levelUp')}</Notice> : null}
    </Stack>
  );
}

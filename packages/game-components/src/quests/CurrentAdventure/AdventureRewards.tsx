import type { AdventureReward } from '@rpg/contracts';
import { Box, Heading, type HeadingLevel, Notice, Stack, Text } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import { formatNumber } from '../../shared/private/formatNumber.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import { Facts } from '../AdventureCard/Facts.tsx';
import * as styles from './CurrentAdventure.css.ts';

export interface AdventureRewardsProps {
  /** What the finished adventure gave (the retrive reply's reward). */
  reward: AdventureReward;
  /** The title's level in the page outline (default 3). */
  headingLevel?: HeadingLevel;
}

/** The rewards of a collected adventure: gold, experience, resource items and a level-up. */
export function AdventureRewards({ reward, headingLevel = 3 }: AdventureRewardsProps) {
  const { t, language } = useGameTranslation();
  const items = reward.items.filter((item) => !item.isEmpty);
  return (
    <Stack space="small">
      <Heading level={3} as={`h${headingLevel}`}>
        {t('quests.adventureRewards.title')}
      </Heading>
      <Facts
        facts={[
          {
            id: 'baseCurrency',
            label: t('quests.common.baseCurrency'),
            icon: icons.baseCurrency,
            tone: 'baseCurrency',
            value: `+${formatNumber(reward.baseCurrency, language)}`,
          },
          {
            id: 'experience',
            label: t('quests.common.experience'),
            tone: 'experience',
            value: `+${formatNumber(reward.experience, language)}`,
          },
        ]}
      />
      {items.length > 0 ? (
        <Stack space="xsmall">
          <Text as="p" weight="strong">
            {t('quests.adventureRewards.items')}
          </Text>
          <Box as="ul" className={styles.itemList}>
            {items.map((item, index) => (
              // Resource items have no id; the same resource may come twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <Box as="li" key={`${item.name}-${index}`} className={styles.item}>
                <img
                  className={styles.itemIcon}
                  src={item.imagePath === '' ? fallbacks.item.path : item.imagePath}
                  alt=""
                  width={32}
                  height={32}
                />
                <Text>{item.name}</Text>
              </Box>
            ))}
          </Box>
        </Stack>
      ) : null}
      {reward.levelUp ? <Notice tone="positive">{t('quests.adventureRewards.levelUp')}</Notice> : null}
    </Stack>
  );
}

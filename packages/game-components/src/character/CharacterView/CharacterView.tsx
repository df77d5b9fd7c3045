import { type PublicCharacter, Stat } from '@rpg/contracts';
import { Badge, Box, Card, Heading, Stack, Text } from '@rpg/design-system';
import { useId } from 'react';
import { ItemCard, LayeredAvatar } from '../../equipment/index.ts';
import { GameLink } from '../../shared/GameLink/GameLink.tsx';
import { Facts } from '../../shared/private/Facts.tsx';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { statNameKey } from '../StatsPanel/index.ts';
import * as styles from './CharacterView.css.ts';

export interface CharacterViewProps {
  /** Another player's public character (POST /characters/get-by-id). */
  character: PublicCharacter;
}

const statFields = [
  { stat: Stat.Force, base: 'baseForce', items: 'forceFromItems' },
  { stat: Stat.Intelligence, base: 'baseIntelligence', items: 'intelligenceFromItems' },
  { stat: Stat.Dexterity, base: 'baseDexterity', items: 'dexterityFromItems' },
  { stat: Stat.Endurance, base: 'baseEndurance', items: 'enduranceFromItems' },
] as const;

/** Another player's public profile: avatar, name, level, honour, stats and equipped items; back to the ranking. */
export function CharacterView({ character }: CharacterViewProps) {
  const { t, language } = useGameTranslation();
  const statsId = useId();
  const itemsId = useId();
  const items = character.equippedItems.filter((item) => !item.isEmpty);
  const signed = (value: number) => (value > 0 ? `+${formatNumber(value, language)}` : formatNumber(value, language));

  return (
    <Box className={styles.root}>
      <Box>
        <GameLink to={{ page: 'ranking' }}>{t('character.characterView.back')}</GameLink>
      </Box>
      <Card>
        <Box className={styles.hero}>
          <Box className={styles.avatarFrame}>
            <LayeredAvatar
              outfit={character.outfit}
              label={t('character.characterView.avatar', { name: character.name })}
              size="medium"
            />
          </Box>
          <Box className={styles.identity}>
            <Box className={styles.nameRow}>
              <Heading level={1}>{character.name}</Heading>
              <Badge tone="brand" variant="soft">
                {t('character.characterView.level', { level: formatNumber(character.level, language) })}
              </Badge>
            </Box>
            <Facts
              facts={[
                {
                  id: 'honour',
                  label: t('character.characterView.honour'),
                  value: formatNumber(character.honourPoints, language),
                },
              ]}
            />
          </Box>
        </Box>
      </Card>
      <Box className={styles.sections}>
        <Card as="section" aria-labelledby={statsId}>
          <Stack space="small">
            <Heading level={2} id={statsId}>
              {t('character.characterView.stats')}
            </Heading>
            <Box as="dl" className={styles.statList}>
              {statFields.map(({ stat, base, items: fromItemsField }) => {
                const fromItems = character.stats[fromItemsField];
                return (
                  <Box key={stat} className={styles.statRow}>
                    <Box as="dt" className={styles.statName}>
                      {t(statNameKey(stat))}
                    </Box>
                    <Box as="dd" className={styles.statValue}>
                      {formatNumber(character.stats[base] + fromItems, language)}
                      {fromItems !== 0 ? (
                        <span className={styles.fromItems}>
                          {t('character.characterView.fromItems', { value: signed(fromItems) })}
                        </span>
                      ) : null}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Stack>
        </Card>
        <Card as="section" aria-labelledby={itemsId}>
          <Stack space="small">
            <Heading level={2} id={itemsId}>
              {t('character.characterView.equipped')}
            </Heading>
            {items.length === 0 ? (
              <Text as="p" tone="secondary">
                {t('character.characterView.noItems')}
              </Text>
            ) : (
              <Box as="ul" className={styles.itemGrid}>
                {items.map((item) => (
                  <Box as="li" key={item.id}>
                    <ItemCard item={item} context="equipped" size="compact" headingLevel={3} />
                  </Box>
                ))}
              </Box>
            )}
          </Stack>
        </Card>
      </Box>
    </Box>
  );
}

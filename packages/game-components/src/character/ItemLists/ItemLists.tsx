import type { ConsumableItem } from '@rpg/contracts';
import { Badge, Box, Heading, Image, Text } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { useId } from 'react';
import { formatNumber } from '../../shared/private/formatNumber.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import * as styles from './ItemLists.css.ts';

export interface ItemListProps {
  /** The pouch's items; empty slots (isEmpty) are left out. */
  items: readonly ConsumableItem[];
  /** The title's heading level (default 2). */
  headingLevel?: 2 | 3;
}
export type ResourcesListProps = ItemListProps;
export type ConsumablesListProps = ItemListProps;

interface PouchListProps extends ItemListProps {
  title: string;
  emptyText: string;
}

function PouchList({ items, headingLevel = 2, title, emptyText }: PouchListProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const seen = new Map<string, number>();
  // Pouch items have no id: a name and its occurrence identify them.
  const shown = items
    .filter((item) => !item.isEmpty)
    .map((item) => {
      const occurrence = (seen.get(item.name) ?? 0) + 1;
      seen.set(item.name, occurrence);
      return { item, key: `${item.name}#${occurrence}` };
    });
  return (
    <Box as="section" aria-labelledby={titleId} className={styles.root}>
      <Box className={styles.header}>
        <Heading level={3} as={`h${headingLevel}`} id={titleId}>
          {title}
        </Heading>
        {shown.length > 0 ? (
          <Badge tone="neutral" variant="soft" size="small">
            {t('character.itemLists.count', { count: shown.length, formatted: formatNumber(shown.length, language) })}
          </Badge>
        ) : null}
      </Box>
      {shown.length === 0 ? (
        <Text as="p" tone="secondary" size="small">
          {emptyText}
        </Text>
      ) : (
        <Box as="ul" className={styles.list}>
          {shown.map(({ item, key }) => (
            <Box as="li" key={key} className={styles.item}>
              <Box className={styles.image}>
                <Image
                  src={item.imagePath === '' ? fallbacks.item.path : item.imagePath}
                  fallbackSrc={fallbacks.item.path}
                  alt=""
                  aspectRatio="1 / 1"
                  fit="contain"
                  radius="small"
                  loading="eager"
                />
              </Box>
              <Box className={styles.text}>
                <Text weight="strong">{item.name}</Text>
                {item.description === '' ? null : (
                  <Text as="p" size="small" tone="secondary">
                    {item.description}
                  </Text>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The character's crafting resources (ore, herbs, pelts) with picture, name and description. */
export function ResourcesList(props: ResourcesListProps) {
  const { t } = useGameTranslation();
  return (
    <PouchList
      {...props}
      title={t('character.itemLists.resources')}
      emptyText={t('character.itemLists.resourcesEmpty')}
    />
  );
}

/** The character's consumables (potions, food) with picture, name and description. */
export function ConsumablesList(props: ConsumablesListProps) {
  const { t } = useGameTranslation();
  return (
    <PouchList
      {...props}
      title={t('character.itemLists.consumables')}
      emptyText={t('character.itemLists.consumablesEmpty')}
    />
  );
}

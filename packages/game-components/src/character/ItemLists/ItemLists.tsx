import type { ConsumableItem } from '@rpg/contracts';
import { Badge, Box, Button, Heading, Image, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { useId } from 'react';
import { formatNumber } from '../../shared/private/format-number.ts';
import type { MaybePromise } from '../../shared/private/pending.ts';
import { useBusy } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './ItemLists.css.ts';

export interface ItemListProps {
  /** The pouch's items; empty slots (isEmpty) are left out. */
  items: readonly ConsumableItem[];
  /** The title's heading level (default 2). */
  headingLevel?: 2 | 3;
}
export type ResourcesListProps = ItemListProps;
export interface ConsumablesListProps extends ItemListProps {
  /**
   * Use a consumable (POST /my-character/use-consumable): each one that heals (it carries an `id` and a
   * `healPercent` above 0) gets a Use button with its count, loading while a returned Promise is pending.
   */
  onUse?: (item: ConsumableItem) => MaybePromise;
  /** The character is at full health: the Use buttons are disabled, and the list says why. */
  healthFull?: boolean;
  /** A title other than "Consumables" (e.g. "What heals" in the low-health dialog). */
  title?: string;
  /** Text shown when the list is empty, instead of the default. */
  emptyText?: string;
}

interface PouchListProps extends ItemListProps {
  title: string;
  emptyText: string;
  onUse?: ConsumablesListProps['onUse'];
  healthFull?: boolean;
}

/** A consumable the player can use: it has an id and restores a share of health. */
const isUsable = (item: ConsumableItem): item is ConsumableItem & { id: number } =>
  item.id !== undefined && (item.healPercent ?? 0) > 0;

function PouchList({ items, headingLevel = 2, title, emptyText, onUse, healthFull = false }: PouchListProps) {
  const { t, language } = useGameTranslation();
  const titleId = useId();
  const fullId = useId();
  const { pending, run } = useBusy<string>({ exclusive: true });
  const seen = new Map<string, number>();
  // Resources have no id: a name and its occurrence identify them.
  const shown = items
    .filter((item) => !item.isEmpty)
    .map((item) => {
      const occurrence = (seen.get(item.name) ?? 0) + 1;
      seen.set(item.name, occurrence);
      return { item, key: item.id === undefined ? `${item.name}#${occurrence}` : `id:${item.id}` };
    });
  const usable = onUse !== undefined && shown.some(({ item }) => isUsable(item));
  // The badge counts pieces, as the list shows them ("Bread ×2" is 2), not the kinds of item.
  const pieces = shown.reduce((sum, { item }) => sum + (item.count ?? 1), 0);
  return (
    <Box as="section" aria-labelledby={titleId} className={styles.root}>
      <Box className={styles.header}>
        <Heading level={3} as={`h${headingLevel}`} id={titleId}>
          {title}
        </Heading>
        {shown.length > 0 ? (
          <Badge tone="neutral" variant="soft" size="small">
            {t('character.itemLists.count', { count: pieces, formatted: formatNumber(pieces, language) })}
          </Badge>
        ) : null}
      </Box>
      {usable && healthFull ? (
        <Text as="p" tone="secondary" size="small" id={fullId}>
          {t('character.itemLists.healthFull')}
        </Text>
      ) : null}
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
                {onUse && isUsable(item) ? (
                  <Box className={styles.use}>
                    <Text size="small" weight="strong">
                      {t('character.itemLists.heals', { percent: formatNumber(item.healPercent ?? 0, language) })}
                      {' · '}
                      {t('character.itemLists.left', {
                        count: item.count ?? 1,
                        formatted: formatNumber(item.count ?? 1, language),
                      })}
                    </Text>
                    <Button
                      size="small"
                      variant="soft"
                      disabled={healthFull || (pending !== undefined && pending !== key)}
                      loading={pending === key}
                      aria-describedby={healthFull ? fullId : undefined}
                      onClick={() => run(key, () => onUse(item))}
                    >
                      <span aria-hidden="true">{t('character.itemLists.use')}</span>
                      <VisuallyHidden>
                        {t('character.itemLists.useName', {
                          name: item.name,
                          left: t('character.itemLists.left', {
                            count: item.count ?? 1,
                            formatted: formatNumber(item.count ?? 1, language),
                          }),
                        })}
                      </VisuallyHidden>
                    </Button>
                  </Box>
                ) : null}
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

/**
 * The character's consumables (potions, food) with picture, name and description; with `onUse`, each
 * one that heals has a Use button with its share of health and its count (disabled at full health).
 */
export function ConsumablesList({ title, emptyText, ...props }: ConsumablesListProps) {
  const { t } = useGameTranslation();
  return (
    <PouchList
      {...props}
      title={title ?? t('character.itemLists.consumables')}
      emptyText={emptyText ?? t('character.itemLists.consumablesEmpty')}
    />
  );
}

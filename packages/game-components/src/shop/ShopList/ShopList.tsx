import type { ShopNpc } from '@rpg/contracts';
import { Stack, Text } from '@rpg/design-system';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { EmptyState, HelpDialogButton } from '../../shared/ScreenState/index.ts';
import { VendorCard } from '../VendorCard/index.ts';
import * as styles from './ShopList.css.ts';

export interface ShopListProps {
  vendors: readonly ShopNpc[];
  /** The heading level of the vendors' names (default 2: the cards come right under the screen's h1). */
  headingLevel?: 2 | 3 | 4;
}

/** The topics of the shops' help dialog, in order. */
export const shopHelpTopics = ['buy', 'sell', 'reroll', 'crafting', 'skills'] as const;

/** The help dialog about shops (buy, sell, reroll, crafting, skills) behind a "?" button. */
export function ShopHelpButton() {
  const { t } = useGameTranslation();
  return (
    <HelpDialogButton title={t('shop.shopList.help.title')} label={t('shop.shopList.help.label')}>
      <ul className={styles.helpList}>
        {shopHelpTopics.map((topic) => (
          <Text as="li" key={topic}>
            {t(`shop.shopList.help.${topic}`)}
          </Text>
        ))}
      </ul>
    </HelpDialogButton>
  );
}

/** Every vendor as a grid of cards (two on phones, up to four on desktops), with the shops' help dialog. */
export function ShopList({ vendors, headingLevel = 2 }: ShopListProps) {
  const { t } = useGameTranslation();
  return (
    <Stack space="medium">
      <div className={styles.toolbar}>
        <Text tone="secondary">{t('shop.shopList.intro')}</Text>
        <ShopHelpButton />
      </div>
      {vendors.length === 0 ? (
        <EmptyState title={t('shop.shopList.empty')} />
      ) : (
        <ul className={styles.grid} aria-label={t('shop.shopList.title')}>
          {vendors.map((vendor) => (
            <li key={vendor.id} className={styles.item}>
              <VendorCard vendor={vendor} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

import type { Recipe } from '@rpg/contracts';
import { Box, Button, Heading, Image, Text, VisuallyHidden } from '@rpg/design-system';
import { fallbacks, icons } from '@rpg/game-assets';
import type { ReactNode } from 'react';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { type MaybePromise, useBusy } from '../../shared/private/pending.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { RecipeMaterials } from '../private/RecipeMaterials.tsx';
import { canCraft } from '../private/recipe-needs.ts';
import * as styles from './VendorPanel.css.ts';

/** An amount of gold with the coin icon; `short` (the player cannot pay it) turns it to the warning tone. */
export function VendorPanelPrice({ amount, short = false, id }: { amount: number; short?: boolean; id?: string }) {
  const { t, language } = useGameTranslation();
  return (
    <Text as="p" size="small" id={id}>
      <VisuallyHidden>{`${t('shop.vendorPanel.price')}: `}</VisuallyHidden>
      <span className={cx(styles.price, short && styles.priceShort)}>
        <img className={styles.coin} src={icons.baseCurrency} alt="" width={16} height={16} />
        {formatNumber(amount, language)}
        <VisuallyHidden>{` ${t('balance.baseCurrency')}`}</VisuallyHidden>
        {short ? <span>{`(${t('shop.vendorPanel.cannotAfford')})`}</span> : null}
      </span>
    </Text>
  );
}

function SlotArt({ src }: { src: string }) {
  return (
    <Box className={styles.slotArt}>
      <Image
        src={src === '' ? fallbacks.item.path : src}
        fallbackSrc={fallbacks.item.path}
        alt=""
        aspectRatio="1 / 1"
        fit="contain"
        radius="small"
      />
    </Box>
  );
}

export interface VendorPanelRecipeProps {
  recipe: Recipe;
  /** Asks to craft it; while the returned Promise runs the button is busy. */
  onCraft: (recipe: Recipe) => MaybePromise<unknown>;
  /** Tries the recipe on the avatar before crafting; omitted: no preview button. */
  onPreview?: ((recipe: Recipe) => void) | undefined;
}

/**
 * An outfit recipe: the outfit's picture, its name, the resources it needs (what the player has of each)
 * and a craft button (labelled buy, as the spec says), disabled with the reason while a resource is short.
 */
export function VendorPanelRecipe({ recipe, onCraft, onPreview }: VendorPanelRecipeProps) {
  const { t } = useGameTranslation();
  const { run, isBusy } = useBusy();
  const requiresId = `recipe-${recipe.id}-requires`;
  const reasonId = `recipe-${recipe.id}-reason`;
  const craftable = canCraft(recipe);
  return (
    <Box className={styles.slot} data-recipe-id={recipe.id}>
      <SlotArt src={recipe.imagePath} />
      <Heading level={4} as="h3">
        {recipe.name}
      </Heading>
      <Text as="p" size="small" tone="secondary" id={requiresId}>
        {t('shop.vendorPanel.requires')}
      </Text>
      <RecipeMaterials recipe={recipe} labelledBy={requiresId} />
      <Box className={styles.slotFooter}>
        {craftable ? null : (
          <Text as="p" size="small" tone="caution" id={reasonId}>
            {t('shop.materials.missing')}
          </Text>
        )}
        {onPreview ? (
          <Button size="small" variant="soft" tone="neutral" onClick={() => onPreview(recipe)} fullWidth>
            {t('shop.vendorPanel.preview')}
            <VisuallyHidden>{` ${recipe.name}`}</VisuallyHidden>
          </Button>
        ) : null}
        <Button
          size="small"
          loading={isBusy('craft')}
          disabled={!craftable}
          aria-describedby={craftable ? undefined : reasonId}
          onClick={() => run('craft', () => onCraft(recipe))}
          fullWidth
        >
          {t('shop.vendorPanel.buy')}
          <VisuallyHidden>{` ${recipe.name}`}</VisuallyHidden>
        </Button>
      </Box>
    </Box>
  );
}

/**
 * One of the panel's sections (stock, recipes, skills to learn, my skills, backpack): its heading (`id` names
 * the section and its list), then `emptyText` or the list of `items`, each in a cell `children` draws.
 */
export function VendorPanelSection<T extends { id: number }>({
  id,
  title,
  emptyText,
  listClassName,
  items,
  children,
}: {
  id: string;
  title: string;
  emptyText: string;
  listClassName: string | undefined;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Box as="section" className={styles.section} aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text as="p" tone="secondary">
          {emptyText}
        </Text>
      ) : (
        <ul className={listClassName} aria-labelledby={id}>
          {items.map((item) => (
            <li key={item.id} className={styles.cell}>
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

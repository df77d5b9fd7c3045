import type { Recipe } from '@rpg/contracts';
import { VisuallyHidden } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { cx } from '../../shared/private/cx.ts';
import { formatNumber } from '../../shared/private/format-number.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import * as styles from './RecipeMaterials.css.ts';
import { isShort, recipeNeeds } from './recipe-needs.ts';

/**
 * What a recipe uses, one chip per resource with its count: "held/need" when the server said what the
 * player holds (a short one in the caution tone, and in words for screen readers), else "× need".
 * `labelledBy` names the list (the "Requires" line above it).
 */
export function RecipeMaterials({
  recipe,
  labelledBy,
  size = 'medium',
}: {
  recipe: Recipe;
  labelledBy: string;
  size?: 'medium' | 'large';
}) {
  const { t, language } = useGameTranslation();
  const iconSize = size === 'large' ? 32 : 24;
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {recipeNeeds(recipe).map((item) => {
        const short = isShort(item);
        const need = formatNumber(item.need, language);
        return (
          <li key={item.id} className={cx(styles.chip, short && styles.chipShort)} data-short={short || undefined}>
            <img
              className={cx(styles.icon, size === 'large' && styles.iconLarge)}
              src={item.imagePath === '' ? fallbacks.item.path : item.imagePath}
              alt=""
              width={iconSize}
              height={iconSize}
            />
            <span>{item.name}</span>{' '}
            {item.held === undefined ? (
              <span className={styles.count}>{t('shop.materials.need', { need })}</span>
            ) : (
              <>
                <span className={cx(styles.count, short && styles.countShort)} aria-hidden="true">
                  {t('shop.materials.heldOfNeed', { held: formatNumber(item.held, language), need })}
                </span>
                <VisuallyHidden>
                  {`: ${t(short ? 'shop.materials.short' : 'shop.materials.enough', {
                    held: formatNumber(item.held, language),
                    need,
                  })}`}
                </VisuallyHidden>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

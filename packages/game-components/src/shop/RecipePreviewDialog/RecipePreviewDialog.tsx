import type { Outfit, Recipe } from '@rpg/contracts';
import { Box, Button, ConfirmDialog, Dialog, Stack, Text } from '@rpg/design-system';
import { fallbacks } from '@rpg/game-assets';
import { useId } from 'react';
import { LayeredAvatar } from '../../equipment/index.ts';
import { StageLoading } from '../../shared/private/StageLoading.tsx';
import { useConfirmedAction } from '../../shared/private/useConfirmedAction.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import * as styles from './RecipePreviewDialog.css.ts';

export interface RecipePreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The outfit recipe tried on. */
  recipe: Recipe;
  /** The character's outfit with the recipe's option put on (POST /shops/preview-cosmetic-item); undefined while it loads. */
  outfit: Outfit | undefined;
  /** The preview could not be loaded: a message and, with `onRetry`, a retry instead of the avatar. */
  error?: boolean;
  onRetry?: () => void;
  /** Crafts the recipe after 'Are you sure?' (a Promise keeps the confirm button busy); omitted: no craft button. */
  onCraft?: (recipe: Recipe) => unknown;
}

/** The recipe's required items counted: the contract lists one entry per unit needed. */
const countRequired = (recipe: Recipe) => {
  const counted = new Map<number, { id: number; name: string; imagePath: string; count: number }>();
  for (const item of recipe.requiredItems) {
    const known = counted.get(item.id);
    if (known) known.count += 1;
    else counted.set(item.id, { ...item, count: 1 });
  }
  return [...counted.values()];
};

/**
 * A tailor's outfit recipe tried on before crafting: the character wearing the option the recipe
 * unlocks, the resources crafting uses up, close and (when offered) craft, which asks 'Are you sure?'.
 */
export function RecipePreviewDialog({
  open,
  onOpenChange,
  recipe,
  outfit,
  error = false,
  onRetry,
  onCraft,
}: RecipePreviewDialogProps) {
  const { t } = useGameTranslation();
  const requiresId = useId();
  const { confirmOpen, ask, onConfirmOpenChange, pending: crafting, confirm: craft } = useConfirmedAction(onCraft);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={recipe.name}
        description={t('shop.recipePreviewDialog.description')}
        closeLabel={t('shop.recipePreviewDialog.close')}
        actions={
          onCraft ? (
            <Button loading={crafting} onClick={ask}>
              {t('shop.recipePreviewDialog.craft')}
            </Button>
          ) : undefined
        }
      >
        <Stack space="medium">
          <Box className={styles.stage} aria-busy={outfit === undefined && !error}>
            {error ? (
              <Box className={styles.message} role="alert">
                <Text as="p" tone="critical">
                  {t('shop.recipePreviewDialog.error')}
                </Text>
                {onRetry ? (
                  <Button variant="soft" size="small" onClick={onRetry}>
                    {t('shop.recipePreviewDialog.retry')}
                  </Button>
                ) : null}
              </Box>
            ) : outfit === undefined ? (
              <StageLoading className={styles.message} label={t('shop.recipePreviewDialog.loading')} />
            ) : (
              <LayeredAvatar
                outfit={outfit}
                label={t('shop.recipePreviewDialog.previewLabel', { name: recipe.name })}
                size="full"
              />
            )}
          </Box>
          <Text as="p" size="small" tone="secondary" id={requiresId}>
            {t('shop.recipePreviewDialog.requires')}
          </Text>
          <ul className={styles.required} aria-labelledby={requiresId}>
            {countRequired(recipe).map((item) => (
              <li key={item.id} className={styles.requiredItem}>
                <img
                  className={styles.requiredIcon}
                  src={item.imagePath === '' ? fallbacks.item.path : item.imagePath}
                  alt=""
                  width={32}
                  height={32}
                />
                <span>{t('shop.recipePreviewDialog.amount', { name: item.name, quantity: item.count })}</span>
              </li>
            ))}
          </ul>
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={onConfirmOpenChange}
        title={t('shop.vendorPanel.confirm.title')}
        message={t('shop.vendorPanel.confirm.craft', { name: recipe.name })}
        confirmLabel={t('shop.vendorPanel.confirm.yes')}
        cancelLabel={t('shop.vendorPanel.confirm.close')}
        loading={crafting}
        onConfirm={() => craft(recipe)}
      />
    </>
  );
}

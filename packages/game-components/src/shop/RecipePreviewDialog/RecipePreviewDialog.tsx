import type { Outfit, Recipe } from '@rpg/contracts';
import { Box, Button, ConfirmDialog, Dialog, Stack, Text } from '@rpg/design-system';
import { useId } from 'react';
import { LayeredAvatar } from '../../equipment/index.ts';
import { StageLoading } from '../../shared/private/StageLoading.tsx';
import { useConfirmedAction } from '../../shared/private/use-confirmed-action.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { RecipeMaterials } from '../private/RecipeMaterials.tsx';
import { canCraft } from '../private/recipe-needs.ts';
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

/**
 * A tailor's outfit recipe tried on before crafting: the character wearing the option the recipe
 * unlocks, the resources crafting uses up (what the player has of each), close and (when offered) craft,
 * which asks 'Are you sure?', disabled with the reason while a resource is short.
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
  const reasonId = useId();
  const craftable = canCraft(recipe);
  const crafting = useConfirmedAction(onCraft);

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
            <Button
              loading={crafting.pending}
              disabled={!craftable}
              aria-describedby={craftable ? undefined : reasonId}
              onClick={() => crafting.ask(recipe)}
            >
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
          <RecipeMaterials recipe={recipe} labelledBy={requiresId} size="large" />
          {craftable ? null : (
            <Text as="p" size="small" tone="caution" id={reasonId}>
              {t('shop.materials.missing')}
            </Text>
          )}
        </Stack>
      </Dialog>
      <ConfirmDialog
        {...crafting.dialog}
        title={t('shop.vendorPanel.confirm.title')}
        message={t('shop.vendorPanel.confirm.craft', { name: recipe.name })}
        confirmLabel={t('shop.vendorPanel.confirm.yes')}
        cancelLabel={t('shop.vendorPanel.confirm.close')}
      />
    </>
  );
}

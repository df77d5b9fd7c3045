import type { Outfit, Recipe, VendorDetail } from '@rpg/contracts';
import { GameLink } from '../../shared/GameLink/index.ts';
import { BackArrow } from '../../shared/private/BackArrow.tsx';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { ErrorState, LoadingState } from '../../shared/ScreenState/index.ts';
import { RecipePreviewDialog } from '../RecipePreviewDialog/index.ts';
import { VendorPanel, type VendorPanelProps } from '../VendorPanel/index.ts';
import * as styles from './VendorScreen.css.ts';

export interface VendorScreenProps extends Omit<VendorPanelProps, 'vendor'> {
  /** GET /shops/{id}'s data; `undefined` while loading. */
  data: VendorDetail | undefined;
  /** The vendor could not be loaded. */
  error?: boolean;
  onRetry?: () => void;
  /** The recipe whose preview dialog is open (none: closed); it closes by itself once the recipe is crafted. */
  previewRecipe?: Recipe | undefined;
  /** The preview outfit from the server (POST /shops/preview-cosmetic-item); undefined while it loads. */
  previewOutfit?: Outfit | undefined;
  /** The preview could not be loaded. */
  previewError?: boolean;
  onPreviewRetry?: () => void;
  /** The preview dialog was closed. */
  onPreviewClose?: () => void;
}

/**
 * /shop/{id}: the vendor's page. While loading nothing of it is rendered (the spec), only a
 * skeleton; on error the back link and a retry. A recipe's preview opens over it, with craft.
 */
export function VendorScreen({
  data,
  error = false,
  onRetry,
  previewRecipe,
  previewOutfit,
  previewError = false,
  onPreviewRetry,
  onPreviewClose,
  ...panel
}: VendorScreenProps) {
  const { t } = useGameTranslation();
  if (data !== undefined && !error) {
    // A crafted recipe leaves the vendor's list: its preview has nothing left to offer.
    const previewed = previewRecipe && data.outfitRecipes.find((recipe) => recipe.id === previewRecipe.id);
    return (
      <>
        <VendorPanel vendor={data} {...panel} />
        {previewed ? (
          <RecipePreviewDialog
            open
            onOpenChange={(open) => {
              if (!open) onPreviewClose?.();
            }}
            recipe={previewed}
            outfit={previewOutfit}
            error={previewError}
            onRetry={onPreviewRetry}
            onCraft={panel.onCraft}
          />
        ) : null}
      </>
    );
  }
  return (
    <div className={styles.screen}>
      <div>
        <GameLink to={{ page: 'shop' }}>
          <BackArrow />
          {t('shop.vendorPanel.back')}
        </GameLink>
      </div>
      {error ? <ErrorState onRetry={onRetry} /> : <LoadingState variant="detail" />}
    </div>
  );
}

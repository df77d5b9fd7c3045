import { baseInfoOf, type Recipe } from '@rpg/contracts';
import { NotFoundScreen, VendorScreen } from '@rpg/game-components';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useMyCharacter } from '../../lib/query.ts';
import { useRecipePreview, useVendor, useVendorActions } from './api/shop.ts';

/** The vendor id of the path: a positive whole number, else undefined (no such vendor). */
const idOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** `/shop/{id}`: buy, sell, reroll, craft (after a preview on the avatar), learn and unlearn at one vendor. */
export const VendorPage = () => {
  const id = idOf(useParams().id);
  const vendor = useVendor(id);
  const character = useMyCharacter().data?.data;
  const actions = useVendorActions(id ?? 0);
  const [previewRecipe, setPreviewRecipe] = useState<Recipe>();
  const preview = useRecipePreview(previewRecipe);
  if (id === undefined || (vendor.error instanceof ApiError && vendor.error.code === 'not-found')) {
    return <NotFoundScreen />;
  }
  // The balance the character shows (every reply's base info lands there), so prices follow each purchase.
  const baseInfo = character && baseInfoOf(character);
  return (
    <VendorScreen
      data={baseInfo ? vendor.data?.data : undefined}
      error={Boolean(vendor.error) && !vendor.data}
      onRetry={() => void vendor.mutate()}
      baseInfo={baseInfo ?? { baseCurrency: 0, premiumCurrency: 0, stamina: 0 }}
      onBuy={actions.buy}
      onSell={actions.sell}
      onCraft={actions.craft}
      onReroll={actions.reroll}
      onLearnSkill={actions.learn}
      onUnlearnSkill={actions.unlearn}
      onPreviewRecipe={setPreviewRecipe}
      previewRecipe={previewRecipe}
      previewOutfit={preview.data?.data}
      previewError={Boolean(preview.error) && !preview.data}
      onPreviewRetry={() => void preview.mutate()}
      onPreviewClose={() => setPreviewRecipe(undefined)}
    />
  );
};

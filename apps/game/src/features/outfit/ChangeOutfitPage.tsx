import { ChangeOutfitScreen } from '@rpg/game-components';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useChangeOutfit, useMyCharacter } from './api/outfit.ts';

/**
 * `/my-character/change-outfit`: cycling is local and instant; save posts once and returns to the character
 * (the screen's toast says it is saved); a failed save stays here, its toast says why.
 */
export const ChangeOutfitPage = () => {
  const character = useMyCharacter();
  const changeOutfit = useChangeOutfit();
  const navigate = useNavigate();
  return (
    <ChangeOutfitScreen
      data={character.data?.data}
      error={Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
      onSave={async (change) => {
        await changeOutfit(change);
        await navigate(paths.myCharacter);
      }}
    />
  );
};

import { MobileCharacterScreen } from '@rpg/game-components';
import { useAddStat, useMyCharacter } from './api/character.ts';

/** `/my-character/mobile`: the phone variant with its dock of three tabs. */
export const MobileCharacterPage = () => {
  const character = useMyCharacter();
  return (
    <MobileCharacterScreen
      data={character.data?.data}
      error={Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
      onAddStat={useAddStat()}
    />
  );
};

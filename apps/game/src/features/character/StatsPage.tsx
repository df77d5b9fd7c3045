import { StatsScreen } from '@rpg/game-components';
import { useAddStat, useMyCharacter } from './api/character.ts';

/** `/my-character/stats`: the four stats with their add buttons while points are unspent. */
export const StatsPage = () => {
  const character = useMyCharacter();
  return (
    <StatsScreen
      data={character.data?.data}
      error={Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
      onAddStat={useAddStat()}
    />
  );
};

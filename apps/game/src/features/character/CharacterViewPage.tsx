import { routeRefs } from '@rpg/contracts';
import { CharacterViewScreen } from '@rpg/game-components';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { useRoute } from '../../lib/query.ts';

/** `/characters/{id}`: another player's public view, with the way back to the ranking. */
export const CharacterViewPage = () => {
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const character = useRoute(routeRefs.getCharacterById, valid ? { body: { id } } : null);
  const notFound = !valid || (character.error instanceof ApiError && character.error.code === 'not-found');
  return (
    <CharacterViewScreen
      data={character.data?.data}
      notFound={notFound}
      error={!notFound && Boolean(character.error) && !character.data}
      onRetry={() => void character.mutate()}
    />
  );
};

import { LocationsScreen } from '@rpg/game-components';
import { useMyCharacter } from '../../lib/query.ts';
import { useLocations, useTravel } from './api/locations.ts';

/** `/locations`: the places with their travel cost, the current one marked, and the help dialog. */
export const LocationsPage = () => {
  const locations = useLocations();
  const character = useMyCharacter();
  const travel = useTravel();
  return (
    <LocationsScreen
      data={locations.data?.data}
      error={Boolean(locations.error) && !locations.data}
      onRetry={() => void locations.mutate()}
      actionPoints={character.data?.data.actionPoints}
      onTravel={travel}
    />
  );
};

import { baseInfoOf } from '@rpg/contracts';
import { Navigation, signedInNavItemIds } from '@rpg/game-components';
import { useMyCharacter } from '../lib/query.ts';
import { useNavigationProps } from './RootLayout.tsx';

/** The signed-in header: the spec's game links, the balance bar (kept current by every mutation) and the mobile drawer. */
export default function GameNavigation() {
  const character = useMyCharacter();
  const navigation = useNavigationProps();
  return (
    <Navigation
      signedIn
      items={signedInNavItemIds}
      baseInfo={character.data ? baseInfoOf(character.data.data) : undefined}
      balanceLoading={character.isLoading}
      {...navigation}
    />
  );
}

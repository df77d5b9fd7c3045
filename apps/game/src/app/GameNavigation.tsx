import { baseInfoOf } from '@rpg/contracts';
import { Navigation } from '@rpg/game-components';
import { useMyCharacter } from '../lib/query.ts';
import { LevelUp } from './LevelUp.tsx';
import { useNavigationProps } from './RootLayout.tsx';

/**
 * The signed-in header: every section of the game (grouped menus on wide screens, the drawer on
 * phones), the balance bar (kept current by every mutation), and the level-up moment, which watches
 * the same character.
 */
export default function GameNavigation() {
  const character = useMyCharacter();
  const navigation = useNavigationProps();
  const data = character.data?.data;
  return (
    <>
      <Navigation
        signedIn
        baseInfo={data ? baseInfoOf(data) : undefined}
        balanceLoading={character.isLoading}
        {...navigation}
      />
      <LevelUp character={data} />
    </>
  );
}

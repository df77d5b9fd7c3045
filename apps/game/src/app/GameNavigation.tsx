import { baseInfoOf } from '@rpg/contracts';
import { Navigation } from '@rpg/game-components';
import { memo, useMemo } from 'react';
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
  const { baseCurrency, premiumCurrency, stamina } = data ? baseInfoOf(data) : {};
  // Rendered again only when the balance, the page or the language changes, not for every change of the
  // character (an equip, a stat point): its menus and drawer are most of a page's elements.
  const baseInfo = useMemo(
    () =>
      baseCurrency === undefined || premiumCurrency === undefined || stamina === undefined
        ? undefined
        : { baseCurrency, premiumCurrency, stamina },
    [baseCurrency, premiumCurrency, stamina],
  );
  return (
    <>
      <SignedInNavigation signedIn baseInfo={baseInfo} balanceLoading={character.isLoading} {...navigation} />
      <LevelUp character={data} />
    </>
  );
}

const SignedInNavigation = memo(Navigation);

import { DevScreen } from '@rpg/game-components';
import { useEffect, useState } from 'react';
import { currentToken } from '../../lib/firebase.ts';

/** `/dev/game-items` (development builds only): the developer placeholder, honest that it lists nothing yet. */
export const DevGameItemsPage = () => <DevScreen page="game-items" />;

/** `/dev/outfit-items` (development builds only): the developer placeholder. */
export const DevOutfitItemsPage = () => <DevScreen page="outfit-items" />;

/** `/dev/token` (development builds only): the signed-in account's current ID token, for calling the API by hand. */
export const DevTokenPage = () => {
  const [token, setToken] = useState<string | null>();
  useEffect(() => {
    let live = true;
    void currentToken()
      .then((value) => live && setToken(value ?? null))
      .catch(() => live && setToken(null));
    return () => {
      live = false;
    };
  }, []);
  return <DevScreen page="token">{token ? <code>{token}</code> : undefined}</DevScreen>;
};

import { HomeScreen } from '@rpg/game-components';
import { useState, useSyncExternalStore } from 'react';
import { apiAddress, setApiAddress } from '../../lib/api-address.ts';
import { useAccountActions } from './api/use-sign-in.ts';
import { useGoogleSignIn } from './GoogleSignIn.tsx';
import { useRedirectSignedIn } from './use-redirect-signed-in.ts';

const absolute = (address: string) => new URL(address, window.location.origin).href.replace(/\/$/, '');
const unchanging = () => () => {};
/** The API address in use, absolute. Empty in the markup written at build time (there is no origin yet) and while it is hydrated. */
const useCurrentApiAddress = () =>
  useSyncExternalStore(
    unchanging,
    () => absolute(apiAddress()),
    () => '',
  );

/** `/`: the signed-out home (a signed-in player goes on to the game). */
export const HomePage = () => {
  useRedirectSignedIn();
  const account = useAccountActions();
  const google = useGoogleSignIn(account.signInWithGoogle);
  const current = useCurrentApiAddress();
  const [chosen, setChosen] = useState<string>();
  const address = chosen ?? current;
  return (
    <>
      <HomeScreen
        onSignIn={({ email, password }) => account.signIn(email, password)}
        onGoogle={google.onGoogle}
        apiAddress={address}
        onApiAddressChange={(next) => {
          setApiAddress(next === absolute('/api') ? '' : next);
          setChosen(next);
        }}
        errorMessage={account.errorMessage}
        onErrorClose={account.clearError}
        autoplay
      />
      {google.chooser}
    </>
  );
};

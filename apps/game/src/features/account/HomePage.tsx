import { HomeScreen } from '@rpg/game-components';
import { useState } from 'react';
import { apiAddress, setApiAddress } from '../../lib/api-address.ts';
import { useAccountActions } from './api/use-sign-in.ts';
import { useGoogleSignIn } from './GoogleSignIn.tsx';
import { useRedirectSignedIn } from './use-redirect-signed-in.ts';

const absolute = (address: string) => new URL(address, window.location.origin).href.replace(/\/$/, '');

/** `/`: the signed-out home (a signed-in player goes on to the game). */
export const HomePage = () => {
  useRedirectSignedIn();
  const account = useAccountActions();
  const google = useGoogleSignIn(account.signInWithGoogle);
  const [address, setAddress] = useState(() => absolute(apiAddress()));
  return (
    <>
      <HomeScreen
        onSignIn={({ email, password }) => account.signIn(email, password)}
        onGoogle={google.onGoogle}
        apiAddress={address}
        onApiAddressChange={(next) => {
          setApiAddress(next === absolute('/api') ? '' : next);
          setAddress(next);
        }}
        errorMessage={account.errorMessage}
        onErrorClose={account.clearError}
        autoplay
      />
      {google.chooser}
    </>
  );
};

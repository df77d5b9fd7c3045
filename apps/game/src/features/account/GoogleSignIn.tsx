import { GoogleAccountChooser, type TestGoogleAccount } from '@rpg/game-components';
import { useState } from 'react';
import { usesAuthEmulator } from '../../lib/firebase.ts';

/** The test Google accounts offered against the emulator (Google's popup needs Google's servers). */
const testAccounts: readonly TestGoogleAccount[] = [
  { sub: 'google-test-ala', email: 'ala.test@example.com', name: 'Ala Testowa' },
  { sub: 'google-test-ben', email: 'ben.test@example.com', name: 'Ben Tester' },
  { sub: 'google-test-clara', email: 'clara.test@example.com', name: 'Clara Prüferin' },
];

/**
 * Google sign-in for the account pages: the popup with a real Firebase project; with the emulator,
 * a chooser of test accounts. Returns the screen's onGoogle and the chooser to render beside it.
 */
export const useGoogleSignIn = (signIn: (account?: TestGoogleAccount) => Promise<boolean>) => {
  const [choosing, setChoosing] = useState(false);
  const onGoogle = () => {
    if (usesAuthEmulator) setChoosing(true);
    else void signIn();
  };
  const chooser = usesAuthEmulator ? (
    <GoogleAccountChooser
      open={choosing}
      onOpenChange={setChoosing}
      accounts={testAccounts}
      onChoose={(account) => {
        setChoosing(false);
        void signIn(account);
      }}
    />
  ) : null;
  return { onGoogle, chooser };
};

import { useAuthErrorMessage } from '@rpg/game-components';
import { useState } from 'react';
import { register, signIn, signInWithGoogle, type TestGoogleAccount } from '../../../lib/firebase.ts';

/**
 * The sign-in and registration actions of the account pages, with the failure text of the
 * spec's error dialog (translated codes, else the provider's own message).
 */
export const useAccountActions = () => {
  const messageOf = useAuthErrorMessage();
  const [errorMessage, setErrorMessage] = useState<string | undefined>();

  const attempt = async (action: () => Promise<unknown>) => {
    try {
      await action();
      return true;
    } catch (error) {
      setErrorMessage(messageOf(error));
      return false;
    }
  };

  return {
    errorMessage,
    clearError: () => setErrorMessage(undefined),
    signIn: (email: string, password: string) => attempt(() => signIn(email, password)),
    register: (email: string, password: string) => attempt(() => register(email, password)),
    signInWithGoogle: (account?: TestGoogleAccount) => attempt(() => signInWithGoogle(account)),
  };
};

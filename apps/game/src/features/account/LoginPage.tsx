import { LoginScreen } from '@rpg/game-components';
import { useAccountActions } from './api/use-sign-in.ts';
import { useGoogleSignIn } from './GoogleSignIn.tsx';
import { useRedirectSignedIn } from './use-redirect-signed-in.ts';

/** `/account/login`: sign in, then back where the player was sent from (or /my-character). */
export const LoginPage = () => {
  useRedirectSignedIn();
  const account = useAccountActions();
  const google = useGoogleSignIn(account.signInWithGoogle);
  return (
    <>
      <LoginScreen
        onSubmit={({ email, password }) => account.signIn(email, password)}
        onGoogle={google.onGoogle}
        errorMessage={account.errorMessage}
        onErrorClose={account.clearError}
      />
      {google.chooser}
    </>
  );
};

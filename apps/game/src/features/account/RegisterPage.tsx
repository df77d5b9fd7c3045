import { RegisterScreen } from '@rpg/game-components';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAccountActions } from './api/use-sign-in.ts';
import { useRedirectSignedIn } from './use-redirect-signed-in.ts';

/** `/account/register`: success shows 'Successfully registered', then on to the game (character creation first). */
export const RegisterPage = () => {
  const [registering, setRegistering] = useState(false);
  const [registered, setRegistered] = useState(false);
  // Registering signs the player in: keep them here until they have read the success dialog.
  useRedirectSignedIn(!registering);
  const account = useAccountActions();
  const navigate = useNavigate();
  return (
    <RegisterScreen
      onSubmit={async ({ email, password }) => {
        setRegistering(true);
        const done = await account.register(email, password);
        setRegistered(done);
        setRegistering(done);
      }}
      errorMessage={account.errorMessage}
      onErrorClose={account.clearError}
      registered={registered}
      onContinue={() => void navigate(paths.myCharacter, { replace: true })}
    />
  );
};

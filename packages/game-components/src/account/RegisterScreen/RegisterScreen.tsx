import { AuthErrorDialog } from '../AuthErrorDialog/index.ts';
import type { AuthSubmitHandler } from '../private/AuthFormsCredentials.tsx';
import { RegisteredDialog } from '../RegisteredDialog/index.ts';
import { RegisterForm } from '../RegisterForm/index.ts';
import * as styles from './RegisterScreen.css.ts';

export interface RegisterScreenProps {
  /** The registration; return its promise to keep the button busy until it settles. */
  onSubmit: AuthSubmitHandler;
  /** Google registration does nothing yet (spec): leave it out and the button says so. */
  onGoogle?: () => void;
  /** The registration runs (when the caller tracks it itself). */
  submitting?: boolean;
  /** The provider's failure text: when set, the 'An error has occured' dialog is open. */
  errorMessage?: string | undefined;
  onErrorClose: () => void;
  /** Registration succeeded: the 'Successfully registered' dialog is open. */
  registered?: boolean;
  /** Go on to /my-character. */
  onContinue: () => void;
}

/** /account/register: the registration form; success shows 'Successfully registered', failure the provider's message. */
export function RegisterScreen({
  onSubmit,
  onGoogle,
  submitting = false,
  errorMessage,
  onErrorClose,
  registered = false,
  onContinue,
}: RegisterScreenProps) {
  return (
    <div className={styles.screen}>
      <RegisterForm onSubmit={onSubmit} onGoogle={onGoogle} submitting={submitting} headingLevel={1} />
      <AuthErrorDialog
        open={errorMessage !== undefined}
        onOpenChange={(open) => {
          if (!open) onErrorClose();
        }}
        message={errorMessage ?? ''}
      />
      <RegisteredDialog open={registered} onContinue={onContinue} />
    </div>
  );
}

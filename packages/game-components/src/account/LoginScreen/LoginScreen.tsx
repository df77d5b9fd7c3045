import { AuthErrorDialog } from '../AuthErrorDialog/index.ts';
import { type AuthSubmitHandler, SignInForm } from '../SignInForm/index.ts';
import * as styles from './LoginScreen.css.ts';

export interface LoginScreenProps {
  /** The sign-in; return its promise to keep the button busy until it settles. */
  onSubmit: AuthSubmitHandler;
  /** Google sign-in; without it the button is shown disabled as not available. */
  onGoogle?: () => void;
  /** The sign-in runs (when the caller tracks it itself). */
  submitting?: boolean;
  /** The failure text (see useAuthErrorMessage): when set, the 'An error has occured' dialog is open. */
  errorMessage?: string | undefined;
  /** The player closed the error dialog. */
  onErrorClose: () => void;
}

/** /account/login: the sign-in form as the page's content; a failure opens 'An error has occured'. */
export function LoginScreen({ onSubmit, onGoogle, submitting = false, errorMessage, onErrorClose }: LoginScreenProps) {
  return (
    <div className={styles.screen}>
      <SignInForm onSubmit={onSubmit} onGoogle={onGoogle} submitting={submitting} headingLevel={1} />
      <AuthErrorDialog
        open={errorMessage !== undefined}
        onOpenChange={(open) => {
          if (!open) onErrorClose();
        }}
        message={errorMessage ?? ''}
      />
    </div>
  );
}

import type { AuthSubmitHandler } from '../private/AuthFormsCredentials.tsx';
import { AuthFormsPanel } from '../private/AuthFormsPanel.tsx';

export interface SignInFormProps {
  /** Called with the e-mail and password; return the sign-in's promise to keep the button busy until it settles. */
  onSubmit: AuthSubmitHandler;
  /** Starts the Google sign-in; without it the Google button is shown disabled as not available. */
  onGoogle?: () => void;
  /** The sign-in runs (when the caller tracks it itself): the button is busy. */
  submitting?: boolean;
  /** The title's level in the page outline: 1 on the login screen, 2 on home (default). */
  headingLevel?: 1 | 2;
}

/** The sign-in card of the home and login screens: e-mail, password, Google, and the way to registration. */
export function SignInForm({ onSubmit, onGoogle, submitting = false, headingLevel = 2 }: SignInFormProps) {
  return (
    <AuthFormsPanel
      mode="login"
      onSubmit={onSubmit}
      onGoogle={onGoogle}
      submitting={submitting}
      headingLevel={headingLevel}
    />
  );
}

import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import type { AuthSubmitHandler } from '../private/AuthFormsCredentials.tsx';
import { AuthFormsPanel } from '../private/AuthFormsPanel.tsx';

export interface RegisterFormProps {
  /** Called with the e-mail and password; return the registration's promise to keep the button busy until it settles. */
  onSubmit: AuthSubmitHandler;
  /**
   * Google on registration does nothing yet (spec): without this the button is shown disabled with a
   * note saying so. Pass it only once the app really supports it.
   */
  onGoogle?: () => void;
  /** The registration runs (when the caller tracks it itself): the button is busy. */
  submitting?: boolean;
  /** The title's level in the page outline (default 1: the form is the screen's content). */
  headingLevel?: 1 | 2;
}

/** Registration: e-mail, password (at least 6 characters, checked by the provider), Google, and the way to login. */
export function RegisterForm({ onSubmit, onGoogle, submitting = false, headingLevel = 1 }: RegisterFormProps) {
  const { t } = useGameTranslation();
  return (
    <AuthFormsPanel
      mode="register"
      onSubmit={onSubmit}
      onGoogle={onGoogle}
      googleUnavailableNote={t('account.google.registerUnavailable')}
      submitting={submitting}
      headingLevel={headingLevel}
    />
  );
}

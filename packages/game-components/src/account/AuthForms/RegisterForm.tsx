import { Heading, Stack, Text } from '@rpg/design-system';
import { useId } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import * as styles from './AuthForms.css.ts';
import { AuthFormsCredentials, type AuthSubmitHandler } from './AuthFormsCredentials.tsx';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';

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
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Stack space="large">
        <Heading level={2} as={`h${headingLevel}`} id={titleId}>
          {t('account.register.title')}
        </Heading>
        <AuthFormsCredentials
          mode="register"
          submitLabel={t('account.register.submit')}
          onSubmit={onSubmit}
          submitting={submitting}
        />
        <div className={styles.divider}>{t('account.or')}</div>
        <GoogleSignInButton onClick={onGoogle} unavailableNote={t('account.google.registerUnavailable')} />
        <p className={styles.switchLine}>
          <Text tone="secondary">{t('account.register.haveAccount')}</Text>
          <GameLink to={{ page: 'login' }}>{t('account.register.loginLink')}</GameLink>
        </p>
      </Stack>
    </section>
  );
}

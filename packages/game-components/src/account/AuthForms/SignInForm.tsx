import { Heading, Stack, Text } from '@rpg/design-system';
import { useId } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/useGameTranslation.ts';
import * as styles from './AuthForms.css.ts';
import { AuthFormsCredentials, type AuthSubmitHandler } from './AuthFormsCredentials.tsx';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';

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
  const { t } = useGameTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Stack space="large">
        <Heading level={2} as={`h${headingLevel}`} id={titleId}>
          {t('account.signIn.title')}
        </Heading>
        <AuthFormsCredentials
          mode="login"
          submitLabel={t('account.signIn.submit')}
          onSubmit={onSubmit}
          submitting={submitting}
        />
        <div className={styles.divider}>{t('account.or')}</div>
        <GoogleSignInButton onClick={onGoogle} />
        <p className={styles.switchLine}>
          <Text tone="secondary">{t('account.signIn.noAccount')}</Text>
          <GameLink to={{ page: 'register' }}>{t('account.signIn.registerLink')}</GameLink>
        </p>
      </Stack>
    </section>
  );
}

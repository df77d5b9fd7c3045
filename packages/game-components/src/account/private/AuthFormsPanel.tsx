import { Heading, Stack, Text } from '@rpg/design-system';
import { useId } from 'react';
import { GameLink } from '../../shared/GameLink/index.ts';
import { useGameTranslation } from '../../shared/private/use-game-translation.ts';
import { GoogleSignInButton } from '../GoogleSignInButton/GoogleSignInButton.tsx';
import { AuthFormsCredentials, type AuthSubmitHandler } from './AuthFormsCredentials.tsx';
import * as styles from './AuthFormsPanel.css.ts';

/** What tells the two forms apart: their words, and the other form the last line links to. */
const modes = {
  login: {
    title: 'account.signIn.title',
    submit: 'account.signIn.submit',
    switchText: 'account.signIn.noAccount',
    switchLink: 'account.signIn.registerLink',
    switchTo: 'register',
  },
  register: {
    title: 'account.register.title',
    submit: 'account.register.submit',
    switchText: 'account.register.haveAccount',
    switchLink: 'account.register.loginLink',
    switchTo: 'login',
  },
} as const;

export interface AuthFormsPanelProps {
  mode: keyof typeof modes;
  onSubmit: AuthSubmitHandler;
  onGoogle: (() => void) | undefined;
  /** Said under the disabled Google button when there is no `onGoogle`. */
  googleUnavailableNote?: string;
  submitting: boolean;
  headingLevel: 1 | 2;
}

/**
 * The card both SignInForm and RegisterForm are: the title, e-mail and password, Google, and the link to
 * the other form.
 */
export function AuthFormsPanel({
  mode,
  onSubmit,
  onGoogle,
  googleUnavailableNote,
  submitting,
  headingLevel,
}: AuthFormsPanelProps) {
  const { t } = useGameTranslation();
  const titleId = useId();
  const words = modes[mode];
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <Stack space="large">
        <Heading level={2} as={`h${headingLevel}`} id={titleId}>
          {t(words.title)}
        </Heading>
        <AuthFormsCredentials mode={mode} submitLabel={t(words.submit)} onSubmit={onSubmit} submitting={submitting} />
        <div className={styles.divider}>{t('account.or')}</div>
        <GoogleSignInButton onClick={onGoogle} unavailableNote={googleUnavailableNote} />
        <p className={styles.switchLine}>
          <Text tone="secondary">{t(words.switchText)}</Text>
          <GameLink to={{ page: words.switchTo }}>{t(words.switchLink)}</GameLink>
        </p>
      </Stack>
    </section>
  );
}

import { Card, Heading, Inline, Link, Stack, Text } from '@rpg/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { signIn } from '../../lib/firebase.ts';
import { RouterLink } from '../../lib/RouterLink.tsx';
import { AuthErrorDialog } from './AuthErrorDialog.tsx';
import { type AuthErrorText, authErrorText } from './auth-errors.ts';
import { CredentialsForm } from './CredentialsForm.tsx';

/** The sign-in form of the home and login screens; success goes to /my-character. */
export const SignInPanel = ({ headingLevel }: { headingLevel: 1 | 2 }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<AuthErrorText>();

  return (
    <Card>
      <Stack space="large">
        <Heading level={headingLevel}>{t('login.title')}</Heading>
        <CredentialsForm
          mode="login"
          submitLabel={t('login.submit')}
          onSubmit={async (email, password) => {
            try {
              await signIn(email, password);
              await navigate(paths.myCharacter);
            } catch (failure) {
              setError(authErrorText(failure));
            }
          }}
        />
        <Inline space="xsmall">
          <Text tone="secondary">{t('login.noAccount')}</Text>
          <Link as={RouterLink} href={paths.register}>
            {t('login.registerLink')}
          </Link>
        </Inline>
      </Stack>
      <AuthErrorDialog error={error} onClose={() => setError(undefined)} />
    </Card>
  );
};

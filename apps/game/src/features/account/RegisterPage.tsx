import { Box, Button, Card, Dialog, Heading, Inline, Link, Stack, Text } from '@rpg/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { register } from '../../lib/firebase.ts';
import { RouterLink } from '../../lib/RouterLink.tsx';
import { AuthErrorDialog } from './AuthErrorDialog.tsx';
import * as styles from './auth.css.ts';
import { type AuthErrorText, authErrorText } from './auth-errors.ts';
import { CredentialsForm } from './CredentialsForm.tsx';

/** Registration: success shows 'Successfully registered', then /my-character; failure shows why. */
export const RegisterPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);
  const [error, setError] = useState<AuthErrorText>();
  const goToCharacter = () => void navigate(paths.myCharacter);

  return (
    <Box className={styles.narrow}>
      <Card>
        <Stack space="large">
          <Heading level={1}>{t('register.title')}</Heading>
          <CredentialsForm
            mode="register"
            submitLabel={t('register.submit')}
            onSubmit={async (email, password) => {
              try {
                await register(email, password);
                setRegistered(true);
              } catch (failure) {
                setError(authErrorText(failure));
              }
            }}
          />
          <Inline space="xsmall">
            <Text tone="secondary">{t('register.haveAccount')}</Text>
            <Link as={RouterLink} href={paths.login}>
              {t('register.loginLink')}
            </Link>
          </Inline>
        </Stack>
      </Card>
      <Dialog
        open={registered}
        onOpenChange={(open) => {
          if (!open) goToCharacter();
        }}
        title={t('register.successTitle')}
        closeLabel={t('common.close')}
        actions={
          <Button variant="solid" tone="brand" onClick={goToCharacter}>
            {t('register.continue')}
          </Button>
        }
      >
        <Text>{t('register.successMessage')}</Text>
      </Dialog>
      <AuthErrorDialog error={error} onClose={() => setError(undefined)} />
    </Box>
  );
};
